import { ENGAGEMENT_RATE_LABEL } from '@amplio/shared/domain/engagement';
import { SOCIAL_METRICS_SOURCE_LABELS } from '@amplio/shared/constants/social-metrics';
import { PLATFORM_BY_KEY } from '@amplio/shared/constants/social-platforms';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import { Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { engagementRate, formatCount } from '../metrics-values';
import { PLATFORM_ICONS } from '../../../components/platform-icons';

/**
 * Spec 3 §2.2 "Social Media Performance": each account's audience and engagement, with where the numbers came from.
 * It lays itself out by its own width (a container query), so it fits a half-width card as well as a phone.
 */
export function SocialPerformance({ links, profilePath }: { links: readonly TSocialLink[]; profilePath: string }) {
  if (links.length === 0) {
    return (
      <EmptyState
        icon={Link2}
        title="No social accounts linked yet"
        description="Link an account and add its numbers so brands can see your reach."
        action={
          <Link to={profilePath} className={buttonStyles({ variant: 'secondary' })}>
            Go to your profile
          </Link>
        }
      />
    );
  }
  return (
    <ul className="@container flex flex-col divide-y divide-border">
      {links.map((link) => {
        const Icon = PLATFORM_ICONS[link.platform];
        const source = link.metrics_source ? (
          <Badge tone="warning">{SOCIAL_METRICS_SOURCE_LABELS[link.metrics_source]}</Badge>
        ) : (
          <Badge>No numbers yet</Badge>
        );
        return (
          <li key={link.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 @xl:flex-row @xl:items-center @xl:gap-6">
            <div className="flex items-center gap-3 @xl:w-56">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-ink"
              >
                <Icon className="size-5" strokeWidth={1.75} />
              </span>
              <span className="flex-1 font-medium text-ink">{PLATFORM_BY_KEY[link.platform].label}</span>
              <span className="@xl:hidden">{source}</span>
            </div>
            <dl className="grid flex-1 grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-ink-muted">Followers</dt>
                <dd className="tabular font-semibold text-ink">{formatCount(link.followers)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">Avg. views</dt>
                <dd className="tabular font-semibold text-ink">{formatCount(link.avg_views)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{ENGAGEMENT_RATE_LABEL}</dt>
                <dd className="tabular font-semibold text-ink">{link.followers === null ? 'N/A' : `${engagementRate(link)}%`}</dd>
              </div>
            </dl>
            <span className="hidden @xl:block">{source}</span>
          </li>
        );
      })}
    </ul>
  );
}
