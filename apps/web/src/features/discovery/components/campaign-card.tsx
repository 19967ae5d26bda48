import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { CalendarDays, MessageCircleQuestion, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format-money';
import { campaignDates, platformLabel, usageRights } from '../../campaigns/campaign-labels';
import { CampaignAccessBadges } from './campaign-access-badges';
import { PriceBreakdown } from './price-breakdown';
import { BrandRecordList } from './brand-record-list';

function Cover({ campaign }: { campaign: TDiscoveredCampaign }) {
  if (campaign.cover_url) {
    return <img src={campaign.cover_url} alt="" loading="lazy" className="aspect-[16/9] w-full rounded-t-card object-cover" />;
  }
  return (
    <div
      aria-hidden="true"
      className="flex aspect-[16/9] w-full items-center justify-center rounded-t-card bg-gradient-to-br from-brand/20 via-brand-soft to-accent/20"
    >
      <span className="text-4xl font-semibold text-brand">{campaign.product_name.slice(0, 1).toUpperCase()}</span>
    </div>
  );
}

interface CampaignCardProps {
  campaign: TDiscoveredCampaign;
  onStart: (campaign: TDiscoveredCampaign) => void;
  /** Issue 24 §1: "Ask the brand" about the campaign before taking it. */
  onAsk?: (campaign: TDiscoveredCampaign) => void;
}

/** One campaign in the grid: what the creator signs up to (dates, usage rights) and their own price, with its working. */
export function CampaignCard({ campaign, onStart, onAsk }: CampaignCardProps) {
  const best = campaign.my_prices[0];
  const rights = usageRights(campaign.usage_rights);
  const headingId = `campaign-${campaign.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-card border border-border bg-surface shadow-xs"
      data-testid="campaign-card"
    >
      <Cover campaign={campaign} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-muted">{campaign.brand_name ?? 'A brand on Amplio'}</p>
            <CampaignAccessBadges campaign={campaign} />
          </div>
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {campaign.product_name}
          </h3>
          <BrandRecordList campaign={campaign} />
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Platforms">
          {campaign.platform.map((p) => (
            <li key={p}>
              <Badge tone="brand">{platformLabel(p)}</Badge>
            </li>
          ))}
        </ul>
        {campaign.description ? <p className="line-clamp-3 text-[15px] text-ink-muted">{campaign.description}</p> : null}
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
            <dt className="sr-only">Dates</dt>
            <dd className="text-ink">{campaignDates(campaign)}</dd>
          </div>
          <div className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
            <dt className="sr-only">Usage rights</dt>
            <dd>
              <span className="font-medium text-ink">{rights?.label ?? campaign.usage_rights}</span>
              {rights ? <span className="block text-ink-muted">{rights.description}</span> : null}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col gap-2 rounded-control bg-brand-soft/60 p-3" data-testid="card-price">
          {best ? (
            <>
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="tabular text-2xl font-semibold tracking-tight text-ink">{formatRupees(best.dynamic_price)}</span>
                <span className="text-sm text-ink-muted">your price on {platformLabel(best.platform)}</span>
              </p>
              <PriceBreakdown price={best} />
            </>
          ) : (
            <p className="text-sm text-ink-muted">
              Standard fee <span className="tabular font-semibold text-ink">{formatRupees(campaign.compensation)}</span>. Link an account on{' '}
              {campaign.platform.map(platformLabel).join(' or ')} in your profile to take part.
            </p>
          )}
        </div>
        <Button onClick={() => onStart(campaign)} aria-describedby={headingId}>
          Start Creating
        </Button>
        {onAsk ? (
          <Button
            variant="secondary"
            onClick={() => onAsk(campaign)}
            aria-describedby={headingId}
            leadingIcon={<MessageCircleQuestion className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Ask the brand
          </Button>
        ) : null}
      </div>
    </article>
  );
}
