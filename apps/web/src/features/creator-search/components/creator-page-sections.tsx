import { SOCIAL_METRICS_SOURCE_LABELS, type SocialMetricsSource } from '@amplio/shared/constants/social-metrics';
import type { PlatformKey } from '@amplio/shared/constants/social-platforms';
import type { TCreatorProfileForBrand } from '@amplio/shared/schemas/creator-search';
import { ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLATFORM_ICONS } from '../../../components/platform-icons';
import { VideoPlayer } from '../../../components/video-player';
import { Card, CardHeader } from '../../../components/ui/card';
import { abbreviateCount } from '../../../lib/format-count';
import { timeAgo } from '../../../lib/time-ago';
import { ratingSummary } from '../../ratings/rating-summary';
import { platformLabel, trackRecordLine } from '../creator-labels';
import { CreatorAvatar } from './creator-avatar';
import { CreatorTags } from './creator-tags';

/** A creator's page as brands see it, without a brand's prices: what the brand's view and the creator's preview share. */
export type CreatorPage = Omit<TCreatorProfileForBrand, 'prices'>;

export function CreatorIdentity({ creator, actions }: { creator: CreatorPage; actions?: ReactNode }) {
  const place = [creator.city, creator.state, creator.country].filter(Boolean).join(', ');
  return (
    <Card as="div" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <CreatorAvatar name={creator.name} photo={creator.profile_photo} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl text-ink sm:text-3xl">{creator.name}</h2>
          <p className="text-ink-muted">@{creator.username}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <MapPin className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
            {place}
          </p>
        </div>
        {actions}
      </div>
      <p className="max-w-3xl whitespace-pre-line text-ink">{creator.bio}</p>
      <CreatorTags creator={creator} />
    </Card>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="tabular font-semibold text-ink">{value}</dd>
    </div>
  );
}

export function CreatorPlatforms({ creator }: { creator: CreatorPage }) {
  return (
    <Card>
      <CardHeader title="Platforms" description="The creator's own numbers, with where they come from and how fresh they are." />
      {creator.platforms.length === 0 ? (
        <p className="text-sm text-ink-muted">No social accounts added yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {creator.platforms.map((platform) => {
            const Icon = PLATFORM_ICONS[platform.platform as PlatformKey];
            const source = platform.metrics_source
              ? SOCIAL_METRICS_SOURCE_LABELS[platform.metrics_source as SocialMetricsSource]
              : 'No numbers yet';
            return (
              <li key={platform.platform} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <a
                    href={platform.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1.5 rounded-control font-semibold text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {Icon ? <Icon className="size-4 text-ink-muted" strokeWidth={1.75} aria-hidden="true" /> : null}
                    {platformLabel(platform.platform)}
                    <ExternalLink className="size-3.5 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <span className="text-xs text-ink-muted">
                    {source}
                    {platform.metrics_updated_at ? ` · updated ${timeAgo(platform.metrics_updated_at)}` : ''}
                  </span>
                </div>
                <dl className="grid grid-cols-3 gap-3">
                  <Metric label="Followers" value={abbreviateCount(platform.followers)} />
                  <Metric label="Average views" value={abbreviateCount(platform.avg_views)} />
                  <Metric label="Engagement" value={`${platform.engagement_rate.toFixed(2)}%`} />
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

export function CreatorTrackRecord({ creator }: { creator: CreatorPage }) {
  const record = creator.track_record;
  return (
    <Card>
      <CardHeader title="Track record" description="Worked out from finished Amplio collaborations, never typed by the creator." />
      <dl className="grid grid-cols-2 gap-4">
        <Metric label="Collaborations completed" value={String(record.completed)} />
        <Metric label="Post link on time" value={record.on_time_rate === null ? 'Not yet' : `${record.on_time_rate}%`} />
        <Metric
          label="Rejections per collaboration"
          value={record.avg_rejections === null ? 'Not yet' : record.avg_rejections.toFixed(2)}
        />
        <Metric label="Rating from brands" value={ratingSummary(record)} />
      </dl>
      <p className="mt-4 text-xs text-ink-muted">{trackRecordLine({ completed: record.completed, onTimeRate: record.on_time_rate })}</p>
    </Card>
  );
}

function PortfolioPiece({ item, creatorName }: { item: CreatorPage['portfolio'][number]; creatorName: string }) {
  if (item.video_url) {
    return (
      <li className="flex flex-col gap-2">
        <VideoPlayer path={item.video_url} mimeType={null} label={`${item.title} video by ${creatorName}`} className="aspect-[4/5]" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink">{item.title}</p>
          {item.campaign_name ? <p className="truncate text-xs text-ink-muted">Made on Amplio for {item.campaign_name}</p> : null}
        </div>
      </li>
    );
  }
  let host = item.url ?? '';
  try {
    host = new URL(host).hostname.replace(/^www\./, '');
  } catch {
    // Shown as stored.
  }
  return (
    <li className="flex">
      <a
        href={item.url ?? undefined}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="flex w-full items-start gap-3 rounded-control border border-border bg-surface-muted p-4 hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <ExternalLink className="mt-0.5 size-5 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
        <span className="min-w-0">
          <span className="block break-words text-sm font-semibold text-ink">{item.title}</span>
          <span className="block truncate text-xs text-ink-muted">{host}</span>
          <span className="sr-only">(opens in a new tab)</span>
        </span>
      </a>
    </li>
  );
}

export function CreatorPortfolio({ creator }: { creator: CreatorPage }) {
  return (
    <Card>
      <CardHeader
        title="Portfolio"
        description="Work the creator chose to show, in their order: videos made on Amplio and links to other work."
      />
      {creator.portfolio.length === 0 ? (
        <p className="text-sm text-ink-muted">{creator.name.split(' ')[0]} has not picked any work to show here yet.</p>
      ) : (
        <ul aria-label="Work" className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))] items-start gap-4">
          {creator.portfolio.map((item) => (
            <PortfolioPiece key={item.id} item={item} creatorName={creator.name} />
          ))}
        </ul>
      )}
    </Card>
  );
}
