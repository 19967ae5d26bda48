import { BILLING_MESSAGES, BILLING_PAGE_PATH } from '@amplio/shared/constants/billing';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';

/** On a campaign paid for while the plan had no free slot: why it waits as paused, and that it starts by itself. */
export function HeldForPlanNotice({ campaign }: { campaign: Pick<TCampaign, 'status' | 'hold_reason'> }) {
  if (campaign.status !== 'paused' || campaign.hold_reason !== 'plan_limit') return null;
  return (
    <Alert tone="warning" title="Waiting for a free slot in your plan">
      {BILLING_MESSAGES.heldForLimit}{' '}
      <Link to={BILLING_PAGE_PATH} className="font-medium underline underline-offset-2">
        See plans and billing
      </Link>
    </Alert>
  );
}
