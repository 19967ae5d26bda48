import { PLAN_LABELS } from '@amplio/shared/constants/billing';
import type { TOpsSalesLead } from '@amplio/shared/schemas/sales-leads';
import { Building2, Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { ListLoadError, ListLoading } from '../components/list-states';
import { EnterpriseDialog } from './enterprise-dialog';
import { useOpsSalesLeads } from './sales-leads-api';

const STATUS_WORDS: Record<NonNullable<TOpsSalesLead['brand']>['status'], string> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'payment due',
  canceled: 'cancelled',
  lapsed: 'ended',
};

function planText(brand: NonNullable<TOpsSalesLead['brand']>) {
  const name = PLAN_LABELS[brand.plan];
  if (brand.plan === 'trial' && brand.status === 'trialing') return name;
  if (brand.plan !== 'enterprise') return `${name} · ${STATUS_WORDS[brand.status]}`;
  const limit = brand.campaign_limit === null ? 'unlimited campaigns' : `${brand.campaign_limit} active campaigns`;
  return `Enterprise · ${brand.price === null ? 'configured price' : `${formatRupees(brand.price)} a month`} · ${limit}`;
}

function LeadCard({ lead, onEnterprise }: { lead: TOpsSalesLead; onEnterprise: (lead: TOpsSalesLead) => void }) {
  return (
    <li>
      <article
        aria-label={`Lead from ${lead.company}`}
        className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col">
            <h2 className="text-lg text-ink">{lead.company}</h2>
            <p className="text-sm break-words text-ink-muted">
              {lead.name} · <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </p>
          </div>
          <time dateTime={lead.created_at} className="text-sm text-ink-muted">
            {formatDateTime(lead.created_at)}
          </time>
        </div>
        <p className="text-sm text-ink">
          About <strong>{lead.monthly_campaigns.toLocaleString('en-IN')}</strong> campaigns a month
        </p>
        {lead.message ? <p className="text-[15px] whitespace-pre-line text-ink">{lead.message}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
          {lead.brand ? (
            <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-ink-muted">
              <span>Account: {lead.brand.email}</span>
              <Badge tone={lead.brand.plan === 'enterprise' ? 'success' : 'neutral'} className="whitespace-normal">
                {planText(lead.brand)}
              </Badge>
            </p>
          ) : (
            <p className="text-sm text-ink-muted">The account was deleted.</p>
          )}
          {lead.brand ? (
            <Button
              size="sm"
              variant={lead.brand.plan === 'enterprise' ? 'secondary' : 'primary'}
              onClick={() => onEnterprise(lead)}
              leadingIcon={<Building2 className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              {lead.brand.plan === 'enterprise' ? 'Change Enterprise terms' : 'Put on Enterprise'}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** Issue 26 §2: the brands that asked about Enterprise, newest first, and the action that puts an account on it. */
export function SalesLeadsPage() {
  const query = useOpsSalesLeads();
  const [open, setOpen] = useState<TOpsSalesLead | null>(null);
  const leads = query.data?.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 id="sales-leads-heading" tabIndex={-1} className="text-2xl text-ink sm:text-3xl">
          Sales leads
        </h1>
        <p className="max-w-2xl text-[15px] text-ink-muted">
          Brands that asked about Enterprise, newest first. Agree the terms with them, then put the account on Enterprise with its own
          monthly price and campaign limit.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading label="Loading sales leads" />
      ) : query.isError && !leads ? (
        <ListLoadError
          title="We could not load the sales leads."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          returnTo={paths.opsSalesLeads.path}
        />
      ) : leads?.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No sales leads yet"
          description="When a brand sends Contact sales from its billing page, the request appears here."
        />
      ) : (
        <ul aria-label="Sales leads" className="flex flex-col gap-4">
          {leads?.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onEnterprise={setOpen} />
          ))}
        </ul>
      )}
      {open?.brand ? <EnterpriseDialog lead={open} brand={open.brand} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
