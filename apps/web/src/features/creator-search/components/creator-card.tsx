import { SOCIAL_METRICS_SOURCE_LABELS, type SocialMetricsSource } from '@amplio/shared/constants/social-metrics';
import type { PlatformKey } from '@amplio/shared/constants/social-platforms';
import type { TCreatorSearchRow } from '@amplio/shared/schemas/creator-search';
import { MapPin } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PLATFORM_ICONS } from '../../../components/platform-icons';
import { abbreviateCount } from '../../../lib/format-count';
import { paths, pathTo } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { platformLabel, trackRecordLine } from '../creator-labels';
import { CreatorAvatar } from './creator-avatar';
import { CreatorTags } from './creator-tags';

/** One creator in the results: who they are, where, and each platform's numbers (and price, for a chosen campaign). */
export function CreatorCard({ creator }: { creator: TCreatorSearchRow }) {
  const place = [creator.city, creator.state, creator.country].filter(Boolean).join(', ');
  const location = useLocation();
  return (
    <article
      aria-labelledby={`creator-${creator.id}`}
      className="flex h-full flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-soft"
    >
      <header className="flex items-center gap-3">
        <CreatorAvatar name={creator.name} photo={creator.profile_photo} />
        <div className="min-w-0">
          <h3 id={`creator-${creator.id}`} className="truncate font-semibold text-ink">
            <Link
              to={pathTo(paths.brandCreator.path, { username: creator.username })}
              state={{ from: `${location.pathname}${location.search}` }}
              className="rounded-control hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {creator.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-ink-muted">@{creator.username}</p>
        </div>
      </header>
      <p className="flex items-center gap-1.5 text-sm text-ink-muted">
        <MapPin className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
        <span className="truncate">{place}</span>
      </p>
      <CreatorTags creator={creator} />
      <ul aria-label="Platforms" className="mt-auto flex flex-col divide-y divide-border border-t border-border">
        {creator.platforms.map((platform) => {
          const Icon = PLATFORM_ICONS[platform.platform as PlatformKey];
          return (
            <li key={platform.platform} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="flex min-w-28 items-center gap-1.5 font-medium text-ink">
                {Icon ? <Icon className="size-4 text-ink-muted" strokeWidth={1.75} aria-hidden="true" /> : null}
                {platformLabel(platform.platform)}
              </span>
              <span className="tabular text-ink">
                {abbreviateCount(platform.followers)} <span className="text-ink-muted">followers</span>
              </span>
              <span className="tabular text-ink">
                {platform.engagement_rate.toFixed(2)}% <span className="text-ink-muted">engagement</span>
              </span>
              {platform.metrics_source ? (
                <span className="text-xs text-ink-muted">
                  {SOCIAL_METRICS_SOURCE_LABELS[platform.metrics_source as SocialMetricsSource]}
                </span>
              ) : null}
              {platform.price !== undefined ? (
                <span className="tabular ml-auto font-semibold text-ink">{formatRupees(platform.price)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-ink-muted">
        {trackRecordLine({ completed: creator.completed_collaborations, onTimeRate: creator.on_time_rate })}
      </p>
    </article>
  );
}
