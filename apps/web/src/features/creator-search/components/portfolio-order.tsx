import type { TPortfolioVideo } from '@amplio/shared/schemas/creator-portfolio';
import { ArrowDown, ArrowUp, Link2, Trash2, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { entryKey, type PortfolioEntry } from '../portfolio-entries';

interface PortfolioOrderProps {
  entries: PortfolioEntry[];
  videos: TPortfolioVideo[];
  /** Messages from the last save, by entry key. */
  errors: Record<string, string>;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** After a move: the entry and the button to keep the keyboard on (React may move the focused node). */
  focusAfterMove: { key: string; step: -1 | 1 } | null;
}

function describe(entry: PortfolioEntry, videos: TPortfolioVideo[]) {
  if (entry.kind === 'link') {
    let host = entry.url;
    try {
      host = new URL(entry.url).hostname.replace(/^www\./, '');
    } catch {
      // Shown as typed; the server judges it.
    }
    return { title: entry.title, detail: `Link · ${host}`, Icon: Link2 };
  }
  const video = videos.find((v) => v.script_id === entry.script_id);
  return {
    title: video?.title ?? 'Video',
    detail: video ? `Video · ${video.campaign_name} for ${video.brand_name}` : 'Video',
    Icon: Video,
  };
}

/** The portfolio in the creator's order, each piece with buttons to move it up or down, or take it off. */
export function PortfolioOrder({ entries, videos, errors, onMove, onRemove, focusAfterMove }: PortfolioOrderProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (focusAfterMove) buttons.current.get(`${focusAfterMove.key}:${focusAfterMove.step}`)?.focus();
  }, [focusAfterMove]);

  const refFor = (key: string, step: -1 | 1) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(`${key}:${step}`, node);
    else buttons.current.delete(`${key}:${step}`);
  };

  if (entries.length === 0) {
    return (
      <p className="rounded-control border border-dashed border-border px-4 py-5 text-center text-sm text-ink-muted">
        Nothing picked yet. Tick a completed video below or add a link, then save.
      </p>
    );
  }
  return (
    <ol
      aria-label="Your portfolio, in the order brands see it"
      className="flex flex-col divide-y divide-border rounded-control border border-border"
    >
      {entries.map((entry, index) => {
        const key = entryKey(entry);
        const { title, detail, Icon } = describe(entry, videos);
        const error = errors[key];
        return (
          <li key={key} className="flex flex-col gap-2 px-3 py-3 sm:px-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="tabular w-5 shrink-0 text-right text-sm font-semibold text-ink-muted">{index + 1}.</span>
              <Icon className="size-5 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="break-words font-semibold text-ink">{title}</p>
                <p className="break-words text-xs text-ink-muted">{detail}</p>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-1">
                <Button
                  ref={refFor(key, -1)}
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <ArrowUp className="size-5" strokeWidth={1.75} aria-hidden="true" />
                </Button>
                <Button
                  ref={refFor(key, 1)}
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={`Move ${title} down`}
                  disabled={index === entries.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <ArrowDown className="size-5" strokeWidth={1.75} aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="sm" className="px-2" aria-label={`Remove ${title}`} onClick={() => onRemove(index)}>
                  <Trash2 className="size-5 text-danger" strokeWidth={1.75} aria-hidden="true" />
                </Button>
              </div>
            </div>
            {error ? <p className="pl-8 text-sm font-medium text-danger">{error}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
