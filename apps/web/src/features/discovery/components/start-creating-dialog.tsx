import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Button, buttonStyles } from '../../../components/ui/button';
import { DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { campaignDates, objectiveLabel, platformLabel, usageRights } from '../../campaigns/campaign-labels';
import { getMyCollaborationsQueryOptions } from '../../collaborations/api/collaborations';
import { useSocialLinksWithPricing } from '../api/get-social-links-with-pricing';
import { accessOf, type StartGate, startGate } from '../campaign-access';
import { contentSubmissionLink } from '../content-submission-link';
import { ApplyForm } from './apply-form';
import { PriceBreakdown } from './price-breakdown';
import { StartGateNote } from './start-gate-note';
import { AboutTheBrand } from './brand-record-list';

function Prices({ campaign }: { campaign: TDiscoveredCampaign }) {
  const pricing = useSocialLinksWithPricing(campaign.id);
  if (pricing.isPending) {
    return (
      <div role="status" aria-label="Loading your prices" className="flex flex-col gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (pricing.isError) return <ErrorState what="your prices" error={pricing.error} onRetry={() => pricing.refetch()} />;
  if (pricing.data.data.length === 0) {
    return (
      <p className="rounded-control bg-surface-muted p-3 text-sm text-ink-muted">
        You have no account on {campaign.platform.map(platformLabel).join(' or ')} yet. Add one in{' '}
        <Link to={paths.creatorProfile.path} className="font-semibold text-brand underline-offset-2 hover:underline">
          your profile
        </Link>{' '}
        to get a price for this campaign.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="modal-prices">
      {pricing.data.data.map((price) => (
        <li key={price.platform} className="flex flex-col gap-2 rounded-control bg-brand-soft/60 p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium text-ink">{platformLabel(price.platform)}</span>
            <span className="tabular text-xl font-semibold text-ink">{formatRupees(price.dynamic_price)}</span>
          </p>
          {price.source === 'compensation' ? <p className="text-xs text-ink-muted">The campaign’s standard fee</p> : null}
          <PriceBreakdown price={price} open={pricing.data.data.length === 1} />
        </li>
      ))}
    </ul>
  );
}

/** An accepted invitation or application: the fee held from escrow is the price, whatever the formula says today. */
function HeldPrice({ held }: { held: TCollaboration }) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-control bg-brand-soft/60 p-3">
      <span className="font-medium text-ink">{platformLabel(held.platform)}</span>
      <span className="tabular text-xl font-semibold text-ink">{formatRupees(held.price)}</span>
    </p>
  );
}

/** The way on: to the script, to the invitations page, or only Close (the apply form carries its own buttons). */
function Footer({ campaign, gate }: { campaign: TDiscoveredCampaign; gate: StartGate }) {
  if (gate.step === 'apply') return null;
  const next =
    gate.step === 'write' ? (
      <Link to={contentSubmissionLink(campaign)} className={buttonStyles({ variant: 'primary' })}>
        Generate script
      </Link>
    ) : gate.step === 'invited' || gate.step === 'applied' ? (
      <Link to={paths.creatorInvitations.path} className={buttonStyles({ variant: 'primary' })}>
        {gate.step === 'invited' ? 'See invitation' : 'See application'}
      </Link>
    ) : null;
  return (
    <>
      <DialogClose className={buttonStyles({ variant: 'secondary' })}>{next ? 'Cancel' : 'Close'}</DialogClose>
      {next}
    </>
  );
}

interface StartCreatingDialogProps {
  campaign: TDiscoveredCampaign;
  onClose?: () => void;
  /** Issue 24 §1: "Ask the brand" instead, before taking the campaign. */
  onAsk?: (campaign: TDiscoveredCampaign) => void;
}

/**
 * Start Creating: the brief, this creator's price per platform with its working, and the way on: straight to the
 * script on an open campaign (or once accepted), an apply form on an approval one, the invitation when there is one.
 */
export function StartCreatingDialog({ campaign, onClose, onAsk }: StartCreatingDialogProps) {
  const rights = usageRights(campaign.usage_rights);
  const { mode, invited } = accessOf(campaign);
  const mine = useQuery({ ...getMyCollaborationsQueryOptions(), enabled: mode !== 'open' || invited });
  // Without the list the server still decides: a failed load offers what the campaign's mode offers.
  const rows = mine.isError ? [] : mine.data?.data.filter((row) => row.campaign_id === campaign.id);
  const gate = startGate(mode, rows);
  const held = gate.step === 'write' ? gate.held : null;
  const footer = gate.step === 'apply' ? undefined : <Footer campaign={campaign} gate={gate} />;
  return (
    <DialogContent
      title={campaign.product_name}
      description={`${campaign.brand_name ?? 'A brand on Amplio'} · ${campaignDates(campaign)}`}
      className="max-w-[560px]"
      footer={footer}
    >
      <div className="flex flex-col gap-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">Objective</dt>
            <dd className="font-medium text-ink">{objectiveLabel(campaign.marketing_objective)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Video style</dt>
            <dd className="font-medium text-ink">{campaign.video_style ?? 'Your choice'}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Key features</dt>
            <dd className="font-medium text-ink">{campaign.key_features.join(', ') || 'N/A'}</dd>
          </div>
          {campaign.target_audience ? (
            <div className="sm:col-span-2">
              <dt className="text-ink-muted">Audience</dt>
              <dd className="font-medium text-ink">{campaign.target_audience}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Usage rights you grant</dt>
            <dd className="font-medium text-ink">
              {rights?.label ?? campaign.usage_rights}
              {rights ? <span className="block font-normal text-ink-muted">{rights.description}</span> : null}
            </dd>
          </div>
        </dl>
        <AboutTheBrand campaign={campaign} />
        <section aria-labelledby="your-price-heading" className="flex flex-col gap-3">
          <h3 id="your-price-heading" className="text-base font-semibold text-ink">
            Your price
          </h3>
          {held ? <HeldPrice held={held} /> : <Prices campaign={campaign} />}
        </section>
        <StartGateNote gate={gate} />
        {onAsk ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            Something to check first?
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAsk(campaign)}
              leadingIcon={<MessageCircleQuestion className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              Ask the brand
            </Button>
          </p>
        ) : null}
        {gate.step === 'apply' ? <ApplyForm campaign={campaign} onApplied={() => onClose?.()} /> : null}
      </div>
    </DialogContent>
  );
}
