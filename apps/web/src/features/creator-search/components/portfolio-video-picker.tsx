import { PORTFOLIO_LIMITS as L, type TPortfolioVideo } from '@amplio/shared/schemas/creator-portfolio';
import { Clapperboard } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { buttonStyles } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format-date';

interface PortfolioVideoPickerProps {
  videos: TPortfolioVideo[];
  picked: ReadonlySet<string>;
  /** True once 12 videos are picked: the others wait until one is unticked. */
  full: boolean;
  onToggle: (scriptId: string) => void;
}

function VideoRow(props: { video: TPortfolioVideo; checked: boolean; blocked: boolean; onToggle: (scriptId: string) => void }) {
  const { video, checked } = props;
  const reasonId = useId();
  return (
    <li className="flex flex-col gap-1 rounded-control border border-border bg-surface px-3 py-2.5">
      <Checkbox
        label={
          <span className="flex flex-col">
            <span className="font-semibold">{video.title}</span>
            <span className="text-xs text-ink-muted">
              {video.campaign_name} for {video.brand_name} · completed {formatDay(video.completed_at)}
            </span>
          </span>
        }
        checked={checked}
        disabled={!video.can_show || props.blocked}
        onChange={() => props.onToggle(video.script_id)}
        aria-describedby={video.reason ? reasonId : undefined}
      />
      {video.reason ? (
        <p id={reasonId} className="pl-7 text-xs text-ink-muted">
          {video.reason}
        </p>
      ) : null}
    </li>
  );
}

/** The creator's completed videos, each with a box to show it; those the brand's usage rights keep private say why. */
export function PortfolioVideoPicker({ videos, picked, full, onToggle }: PortfolioVideoPickerProps) {
  if (videos.length === 0) {
    return (
      <EmptyState
        icon={Clapperboard}
        title="No completed videos yet"
        description="Complete a collaboration to show its video here."
        action={
          <Link to={paths.creatorCampaignDiscovery.path} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            Find campaigns
          </Link>
        }
        className="py-6"
      />
    );
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">Your completed videos</legend>
      {full ? (
        <p className="text-sm text-ink-muted" role="status">
          You picked {L.videosMax} videos, the most a portfolio shows. Untick one to pick another.
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {videos.map((video) => (
          <VideoRow
            key={video.script_id}
            video={video}
            checked={picked.has(video.script_id)}
            blocked={full && !picked.has(video.script_id)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </fieldset>
  );
}
