import type { CampaignStatusRequest } from '@amplio/shared/constants/campaigns';
import { FEES_FOLLOW_THE_WORK as F } from '@amplio/shared/constants/refunds';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { Archive, CircleCheck, CirclePause, CirclePlay, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { PlanRefusalText, planRefusalOf } from '../../billing/plan-refusal';
import { useChangeCampaignStatus } from '../api/change-campaign-status';

/** What completing sends back, in the server's figures when it gave them (decision 047: the fee and GST follow the escrow). */
export function completionRefundText(c: TCampaign): string {
  const figures = c.escrow.unused_refund;
  if (figures && figures.escrow > 0)
    return F.completionFigures(
      formatRupees(figures.escrow),
      formatRupees(figures.platform_fee),
      formatRupees(figures.gst),
      formatRupees(figures.total),
    );
  return c.escrow.available > 0 ? F.completionAmount(formatRupees(c.escrow.available)) : F.completionNone;
}

interface ActionCopy {
  label: string;
  icon: LucideIcon;
  title: string;
  description: (campaign: TCampaign) => string;
  confirm: string;
  variant: ButtonVariant;
}

const ACTIONS: Record<CampaignStatusRequest, ActionCopy> = {
  paused: {
    label: 'Pause',
    icon: CirclePause,
    title: 'Pause this campaign?',
    description: () =>
      'Creators cannot start new work on it while it is paused. Work already reserved carries on, and you can resume at any time.',
    confirm: 'Pause campaign',
    variant: 'primary',
  },
  active: {
    label: 'Resume',
    icon: CirclePlay,
    title: 'Resume this campaign?',
    description: () => 'Creators can take it again. If its start date is still ahead, it waits as upcoming until then.',
    confirm: 'Resume campaign',
    variant: 'primary',
  },
  completed: {
    label: 'Complete',
    icon: CircleCheck,
    title: 'Complete this campaign?',
    description: (c) => `It ends now and cannot be reopened. Creators can no longer take it. ${completionRefundText(c)} ${F.reservedStays}`,
    confirm: 'Complete campaign',
    variant: 'destructive',
  },
  archived: {
    label: 'Archive',
    icon: Archive,
    title: 'Archive this campaign?',
    description: () => 'It moves to Archived and leaves your main list. Its history and receipts stay available.',
    confirm: 'Archive campaign',
    variant: 'primary',
  },
};

/** The status changes the server allows right now, each behind a confirmation that keeps the server's refusal in view. */
export function CampaignStatusActions({ campaign }: { campaign: TCampaign }) {
  const change = useChangeCampaignStatus();
  const [pending, setPending] = useState<CampaignStatusRequest | null>(null);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const action = pending ? ACTIONS[pending] : null;

  const confirm = async () => {
    if (!pending) return;
    setRefusal(null);
    try {
      const response = await change.mutateAsync({ id: campaign.id, status: pending });
      notify.success(response.message);
      setPending(null);
    } catch (error) {
      // Over the plan's limit (or after it lapsed): the server's words and the way to the billing page.
      const plan = planRefusalOf(error);
      if (plan) return setRefusal(<PlanRefusalText refusal={plan} />);
      setRefusal(isApiError(error) ? (error.firstFieldError() ?? error.message) : 'The change could not be made. Try again.');
    }
  };

  if (campaign.allowed_status_changes.length === 0) return null;
  return (
    <>
      {campaign.allowed_status_changes.map((status) => {
        const copy = ACTIONS[status];
        return (
          <Button
            key={status}
            variant="secondary"
            leadingIcon={<copy.icon className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            onClick={() => {
              setRefusal(null);
              setPending(status);
            }}
          >
            {copy.label}
          </Button>
        );
      })}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={action?.title ?? ''}
        description={action?.description(campaign) ?? ''}
        confirmLabel={action?.confirm ?? ''}
        confirmVariant={action?.variant}
        pending={change.isPending}
        error={refusal}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
