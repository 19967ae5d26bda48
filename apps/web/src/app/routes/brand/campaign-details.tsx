import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { ChartColumn, Pencil, Wallet } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths, pathTo } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { useCampaign } from '../../../features/campaigns/api/get-campaign';
import { campaignDates, campaignName, canEdit, canFund, FIELD_LABELS, unfundedBudget } from '../../../features/campaigns/campaign-labels';
import { CampaignBrief } from '../../../features/campaigns/components/campaign-brief';
import { HeldForPlanNotice } from '../../../features/billing/components/held-for-plan-notice';
import { CampaignStatusActions } from '../../../features/campaigns/components/campaign-status-actions';
import { CampaignStatusBadge } from '../../../features/campaigns/components/campaign-status-badge';
import { CampaignCreatorsTab } from '../../../features/collaborations/brand/campaign-creators-tab';
import { CampaignConversations } from '../../../features/conversations/components/campaign-conversations';
import { useCampaignFundings } from '../../../features/escrow/api/get-campaign-fundings';
import { CampaignMoneyTabs } from '../../../features/escrow/components/campaign-money-tabs';
import { EscrowFigures } from '../../../features/escrow/components/escrow-figures';
import { FundCampaignDialog } from '../../../features/escrow/components/fund-campaign-dialog';
import { FundingReturnNotice } from '../../../features/escrow/components/funding-return-notice';
import { PaymentInProgress } from '../../../features/escrow/components/payment-in-progress';

function DetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading the campaign" className="flex flex-col gap-5">
      <Skeleton className="h-32 rounded-card" />
      <Skeleton className="h-40 rounded-card" />
      <Skeleton className="h-72 rounded-card" />
    </div>
  );
}

function MissingFields({ campaign }: { campaign: TCampaign }) {
  const fields = Object.keys(campaign.missing_fields);
  if (campaign.status !== 'draft' || fields.length === 0) return null;
  return (
    <Alert tone="warning" title="Finish the draft to fund it">
      Still to fill in: {fields.map((f) => FIELD_LABELS[f] ?? f).join(', ')}.{' '}
      <Link to={pathTo(paths.brandCampaignEdit.path, { id: campaign.id })}>Edit the draft</Link>
    </Alert>
  );
}

function FundingProgress({ campaign }: { campaign: TCampaign }) {
  if (!campaign.budget) return null;
  const share = Math.min(1, campaign.escrow.funded / campaign.budget);
  const left = unfundedBudget(campaign);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-ink">
          <span className="tabular font-semibold">{formatRupees(campaign.escrow.funded)}</span> funded of a {formatRupees(campaign.budget)}{' '}
          budget
        </span>
        <span className="text-ink-muted">{left > 0 ? `${formatRupees(left)} still to fund` : 'Fully funded'}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Budget funded"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** The section `?tab=` opens: Overview unless it names another. */
const tabOf = (tab: string | null) => (tab === 'creators' || tab === 'messages' ? tab : 'overview');

function CampaignDetails({ campaign }: { campaign: TCampaign }) {
  const [params, setParams] = useSearchParams();
  const fundingId = params.get('funding');
  const incomplete = campaign.status === 'draft' && Object.keys(campaign.missing_fields).length > 0;
  const fullyFunded = canFund(campaign) && campaign.budget !== null && campaign.status !== 'draft' && unfundedBudget(campaign) <= 0;
  const fundable = canFund(campaign) && !incomplete && !fullyFunded;
  const fundBlocked = incomplete
    ? CAMPAIGN_MESSAGES.incomplete
    : fullyFunded
      ? 'The whole budget is in escrow. Raise the budget to add more.'
      : null;
  const [fundOpen, setFundOpen] = useState(() => params.get('fund') === '1' && fundable);
  const fundButton = useRef<HTMLButtonElement>(null);
  // The notice about ?funding= speaks for its own checkout; any other open one shows here, to continue or cancel.
  const openFunding = campaign.open_funding && campaign.open_funding.funding_id !== fundingId ? campaign.open_funding : null;
  // A draft nobody has paid for has no money to show, unless a checkout was opened for it (cancelled, expired, refunded...).
  const unpaidDraft = campaign.status === 'draft' && campaign.escrow.funded === 0;
  const draftFundings = useCampaignFundings(campaign.id, { enabled: unpaidDraft });
  const showHistory = !unpaidDraft || (draftFundings.data?.data.length ?? 0) > 0;

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <Card>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          {campaign.cover_url ? (
            <img src={campaign.cover_url} alt="" className="aspect-video w-full rounded-control object-cover sm:w-48" />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="min-w-0 text-2xl break-words text-ink sm:text-3xl">{campaignName(campaign)}</h2>
              <CampaignStatusBadge status={campaign.status} />
            </div>
            <p className="text-ink-muted">
              {campaign.brand_name ?? 'No brand chosen'} · {campaignDates(campaign)}
            </p>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-2 print:hidden">
          {canFund(campaign) ? (
            <Button
              ref={fundButton}
              disabled={!fundable}
              onClick={() => setFundOpen(true)}
              aria-describedby={fundBlocked ? 'fund-blocked' : undefined}
              leadingIcon={<Wallet className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              Fund campaign
            </Button>
          ) : null}
          {canEdit(campaign) ? (
            <Link to={pathTo(paths.brandCampaignEdit.path, { id: campaign.id })} className={buttonStyles({ variant: 'secondary' })}>
              <Pencil className="size-4" strokeWidth={1.75} aria-hidden="true" />
              Edit
            </Link>
          ) : null}
          {campaign.published_at ? (
            <Link to={pathTo(paths.brandCampaignReport.path, { id: campaign.id })} className={buttonStyles({ variant: 'secondary' })}>
              <ChartColumn className="size-4" strokeWidth={1.75} aria-hidden="true" />
              View results
            </Link>
          ) : null}
          <CampaignStatusActions campaign={campaign} />
        </div>
        {fundBlocked ? (
          <p id="fund-blocked" className="mt-2 text-sm text-ink-muted">
            {fundBlocked}
          </p>
        ) : null}
      </Card>

      <HeldForPlanNotice campaign={campaign} />
      {fundingId ? (
        <FundingReturnNotice
          key={fundingId}
          fundingId={fundingId}
          onDismiss={() => setParam('funding', null)}
          onFundAgain={fundable ? () => setFundOpen(true) : undefined}
        />
      ) : null}
      {openFunding && !fundOpen ? (
        <PaymentInProgress
          key={openFunding.funding_id}
          funding={openFunding}
          variant="banner"
          onCancelled={() => fundButton.current?.focus()}
        />
      ) : null}
      <MissingFields campaign={campaign} />

      <Tabs
        value={tabOf(params.get('tab'))}
        onValueChange={(tab) => setParam('tab', tab === 'overview' ? null : tabOf(tab))}
        className="flex flex-col gap-5"
      >
        <TabsList label="Campaign sections" className="self-start print:hidden">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="creators">Creators</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="flex flex-col gap-5">
          {unpaidDraft ? null : (
            <Card>
              <CardHeader title="Escrow" description="Money for this campaign, held until you approve creators’ work." />
              <div className="flex flex-col gap-5">
                <FundingProgress campaign={campaign} />
                <EscrowFigures escrow={campaign.escrow} />
              </div>
            </Card>
          )}
          {showHistory ? (
            <Card>
              <CardHeader
                title="Money in and out"
                description="Every payment you started, whatever became of it, with its receipt. Activity lists every movement of money, newest first."
              />
              <CampaignMoneyTabs campaignId={campaign.id} />
            </Card>
          ) : null}

          <Card>
            <CardHeader title="The brief" description="What creators see before they take the campaign." />
            <CampaignBrief campaign={campaign} />
          </Card>
        </TabsContent>
        <TabsContent value="creators">
          <CampaignCreatorsTab campaign={campaign} />
        </TabsContent>
        <TabsContent value="messages">
          <CampaignConversations campaignId={campaign.id} />
        </TabsContent>
      </Tabs>

      <FundCampaignDialog
        campaign={campaign}
        open={fundOpen}
        onOpenChange={(open) => {
          setFundOpen(open);
          if (!open && params.has('fund')) setParam('fund', null);
        }}
      />
    </div>
  );
}

/** Campaign Details (spec 3 §2.3, issue 11 §5). */
export default function CampaignDetailsPage() {
  const id = useParams().id ?? '';
  // A completed campaign's unreserved escrow is refunded by a background job, then confirmed by the provider: follow it until it lands.
  const campaign = useCampaign(id, {
    refreshWhile: (c) => (c.status === 'completed' && c.escrow.available > 0) || c.escrow.refund_pending > 0,
  });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <BackLink to={paths.brandCampaigns.path}>All campaigns</BackLink>
      {campaign.isPending ? (
        <DetailsSkeleton />
      ) : campaign.isError ? (
        <ErrorState what="this campaign" error={campaign.error} onRetry={() => campaign.refetch()} retrying={campaign.isFetching} />
      ) : (
        <CampaignDetails campaign={campaign.data} />
      )}
    </div>
  );
}
