import { PORTFOLIO_LIMITS as L, type TCreatorPortfolioResponse } from '@amplio/shared/schemas/creator-portfolio';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useCreatorPortfolio, useSaveCreatorPortfolio } from '../api/creator-portfolio';
import {
  countOf,
  entryKey,
  errorsByEntry,
  linksFull,
  moveEntry,
  type PortfolioEntry,
  sameEntries,
  toggleVideo,
  videosFull,
} from '../portfolio-entries';
import { PortfolioLinkForm } from './portfolio-link-form';
import { PortfolioOrder } from './portfolio-order';
import { PortfolioVideoPicker } from './portfolio-video-picker';

type Editor = TCreatorPortfolioResponse['data'];

function PortfolioForm({ editor }: { editor: Editor }) {
  const save = useSaveCreatorPortfolio();
  const [saved, setSaved] = useState<PortfolioEntry[]>(editor.items);
  const [entries, setEntries] = useState<PortfolioEntry[]>(editor.items);
  const [sent, setSent] = useState<PortfolioEntry[]>([]);
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; step: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const picked = useMemo(() => new Set(entries.flatMap((e) => (e.kind === 'video' ? [e.script_id] : []))), [entries]);
  const dirty = !sameEntries(entries, saved);

  const failure = save.error && save.variables ? save.error : null;
  const serverErrors =
    failure && isApiError(failure) && failure.status === 422 ? errorsByEntry(sent, failure.errors) : { byKey: {}, general: [] };
  const failureText = failure
    ? (serverErrors.general[0] ??
      (isApiError(failure) ? (failure.firstFieldError() ?? failure.message) : 'Not saved: check your connection and try again.'))
    : null;

  const change = (next: PortfolioEntry[]) => {
    setEntries(next);
    setFocusAfterMove(null);
  };
  const move = (index: number, step: -1 | 1) => {
    const entry = entries[index];
    if (!entry) return;
    const next = moveEntry(entries, index, step);
    setEntries(next);
    const key = entryKey(entry);
    setFocusAfterMove({ key, step });
    setAnnouncement(`Moved to position ${next.findIndex((e) => entryKey(e) === key) + 1} of ${next.length}.`);
  };
  const submit = () => {
    setSent(entries);
    save.mutate(
      { items: entries },
      {
        onSuccess: (answer) => {
          setSaved(answer.data.items);
          setEntries(answer.data.items);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">
          Shown to brands, in this order{' '}
          <span className="tabular font-normal text-ink-muted">
            ({countOf(entries, 'video')} of {L.videosMax} videos, {countOf(entries, 'link')} of {L.linksMax} links)
          </span>
        </h4>
        <PortfolioOrder
          entries={entries}
          videos={editor.videos}
          errors={serverErrors.byKey}
          onMove={move}
          onRemove={(index) => change(entries.filter((_, i) => i !== index))}
          focusAfterMove={focusAfterMove}
        />
      </div>
      <PortfolioVideoPicker
        videos={editor.videos}
        picked={picked}
        full={videosFull(entries)}
        onToggle={(scriptId) => change(toggleVideo(entries, scriptId))}
      />
      <PortfolioLinkForm
        urls={entries.flatMap((e) => (e.kind === 'link' ? [e.url] : []))}
        full={linksFull(entries)}
        onAdd={(link) => change([...entries, { kind: 'link', ...link }])}
      />
      {failureText ? (
        <Alert tone="danger" title="Portfolio not saved">
          {failureText}
        </Alert>
      ) : save.isSuccess && !dirty ? (
        <Alert tone="success" title={save.data.message ?? 'Saved.'} />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
        <Button onClick={submit} loading={save.isPending} loadingLabel="Saving">
          Save portfolio
        </Button>
        {dirty ? <span className="text-sm text-ink-muted">You have changes that are not saved yet.</span> : null}
      </div>
    </div>
  );
}

/** Issue 23 §2: the creator picks up to 12 completed videos and adds links to other work, in the order brands see. */
export function PortfolioEditor() {
  const portfolio = useCreatorPortfolio();
  let body: React.ReactNode;
  if (portfolio.isPending)
    body = (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Loading your portfolio">
        <Skeleton className="h-16" />
        <Skeleton className="h-28" />
      </div>
    );
  else if (portfolio.isError)
    body = <ErrorState what="your portfolio" error={portfolio.error} onRetry={() => portfolio.refetch()} retrying={portfolio.isFetching} />;
  else body = <PortfolioForm editor={portfolio.data.data} />;
  return (
    <section aria-labelledby="portfolio-heading" className="flex flex-col gap-4 border-t border-border pt-6">
      <div className="flex flex-col gap-1">
        <h3 id="portfolio-heading" className="text-lg text-ink">
          Portfolio
        </h3>
        <p className="text-sm text-ink-muted">
          Pick up to {L.videosMax} of your completed Amplio videos and add links to other work. Brands see them on your page.
        </p>
      </div>
      {body}
    </section>
  );
}
