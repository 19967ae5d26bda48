import { PLAN_CAMPAIGN_LIMITS, PLAN_LABELS } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { useCancelPlan, useChangePlan, useResumePlan, useSubscribe } from '../api/billing-actions';
import { type PlanChoice, type SelfServePlan, withGst } from '../plan-choice';

/** The server's words for a refusal (409, 422), or a plain retry line. */
const failureOf = (error: unknown, what: string) =>
  isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : `We could not ${what}. Check your connection and try again.`;

/** "₹41,999 + ₹7,559.82 GST = ₹49,558.82 a month". */
export function monthlyPriceText(price: number) {
  const p = withGst(price);
  return `${formatRupees(p.amount)} + ${formatRupees(p.gst)} GST = ${formatRupees(p.total)} a month`;
}

export function CancelPlanButton({ billing }: { billing: TBrandBilling }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelPlan();
  const ends = formatDay(billing.current_period_end);
  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : setOpen(next))}>
      <Button
        variant="secondary"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        Cancel plan
      </Button>
      <DialogContent
        title={`Cancel your ${PLAN_LABELS[billing.plan]} plan?`}
        description={
          <>
            Your plan stays active until <strong>{ends}</strong> and then ends; nothing more is charged. You can undo this until {ends} with
            Resume. After that, campaigns already running carry on to their end, but new ones cannot be published.
          </>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Keep my plan</Button>
            </DialogClose>
            <Button
              variant="destructive"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    notify.success(`Your plan will end on ${ends}.`);
                  },
                })
              }
            >
              Cancel at period end
            </Button>
          </>
        }
      >
        {cancel.isError ? <Alert tone="danger">{failureOf(cancel.error, 'cancel the plan')}</Alert> : null}
      </DialogContent>
    </Dialog>
  );
}

export function ResumePlanButton({ billing }: { billing: TBrandBilling }) {
  const resume = useResumePlan();
  return (
    <div className="flex flex-col gap-1.5">
      <Button
        loading={resume.isPending}
        loadingLabel="Resuming"
        onClick={() =>
          resume.mutate(undefined, {
            onSuccess: (next) =>
              notify.success(`Your ${PLAN_LABELS[next.plan]} plan continues and renews on ${formatDay(next.current_period_end)}.`),
          })
        }
      >
        Resume {PLAN_LABELS[billing.plan]}
      </Button>
      {resume.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failureOf(resume.error, 'resume the plan')}
        </p>
      ) : null}
    </div>
  );
}

interface ChooseProps {
  billing: TBrandBilling;
  plan: SelfServePlan;
  choice: Exclude<PlanChoice, { kind: 'current' | 'scheduled' | 'unavailable' }>;
  variant: ButtonVariant;
}

function dialogText(billing: TBrandBilling, plan: SelfServePlan, kind: ChooseProps['choice']['kind']) {
  const name = PLAN_LABELS[plan];
  const price = monthlyPriceText(billing.prices_inr[plan]);
  if (kind === 'subscribe') {
    return {
      title: `Choose ${name}`,
      confirm: `Continue to payment`,
      body: (
        <>
          {name} costs <strong>{price}</strong>, charged in rupees each month. Next you authorise a recurring payment (an e-mandate) and pay
          the first month; we e-mail you 24 hours before every renewal. Cancel any time: the plan then runs to the end of the month you paid
          for.
        </>
      ),
    };
  }
  if (kind === 'upgrade') {
    return {
      title: `Upgrade to ${name} now?`,
      confirm: `Upgrade to ${name}`,
      body: (
        <>
          {name} starts at once, with a new monthly period from today. The unused part of your {PLAN_LABELS[billing.plan]} period is
          credited, to the paisa, against {name}’s first month, and the difference plus GST is charged now to your payment method. After
          that {name} renews monthly at <strong>{price}</strong>.
        </>
      ),
    };
  }
  const limit = PLAN_CAMPAIGN_LIMITS[plan] ?? 0;
  const over = billing.active_campaigns - limit;
  return {
    title: `Downgrade to ${name}?`,
    confirm: `Downgrade on ${formatDay(billing.current_period_end)}`,
    body: (
      <>
        You keep {PLAN_LABELS[billing.plan]} until <strong>{formatDay(billing.current_period_end)}</strong>; {name} starts then at{' '}
        <strong>{price}</strong>. Nothing is refunded for this period. {name} allows {limit} active campaigns:{' '}
        {over > 0
          ? `you have ${billing.active_campaigns} now. If more than ${limit} are active then, they all run to their end, and no new campaign publishes until fewer than ${limit} are active.`
          : `if more than ${limit} are active then, they run to their end, and no new campaign publishes until fewer than ${limit} are active.`}
      </>
    ),
  };
}

/** Choose (checkout), Upgrade (now, prorated) or Downgrade (at the period's end) on a plan card, each confirmed first. */
export function ChoosePlanButton({ billing, plan, choice, variant }: ChooseProps) {
  const [open, setOpen] = useState(false);
  const subscribe = useSubscribe();
  const change = useChangePlan();
  const action = choice.kind === 'subscribe' ? subscribe : change;
  const text = dialogText(billing, plan, choice.kind);
  const label =
    choice.kind === 'subscribe'
      ? `Choose ${PLAN_LABELS[plan]}`
      : choice.kind === 'upgrade'
        ? `Upgrade to ${PLAN_LABELS[plan]}`
        : `Downgrade to ${PLAN_LABELS[plan]}`;
  const confirm = () => {
    if (choice.kind === 'subscribe') {
      subscribe.mutate({ plan });
      return;
    }
    change.mutate(
      { plan },
      {
        onSuccess: (next) => {
          setOpen(false);
          notify.success(
            choice.kind === 'upgrade'
              ? `You are on ${PLAN_LABELS[next.plan]} now.`
              : `You move to ${PLAN_LABELS[plan]} on ${formatDay(next.current_period_end)}.`,
          );
        },
      },
    );
  };
  return (
    <>
      <Button
        variant={variant}
        fullWidth
        onClick={() => {
          action.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={text.title}
        description={text.body}
        confirmLabel={text.confirm}
        // Leaving for checkout keeps the button busy until the page goes.
        pending={action.isPending || (choice.kind === 'subscribe' && subscribe.isSuccess)}
        error={
          action.isError ? failureOf(action.error, choice.kind === 'subscribe' ? 'open the payment page' : 'change your plan') : undefined
        }
        onConfirm={confirm}
      />
    </>
  );
}

/** On the current plan's card while a downgrade waits for the period's end: keep the plan after all. */
export function KeepPlanButton({ billing }: { billing: TBrandBilling & { plan: SelfServePlan } }) {
  const change = useChangePlan();
  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="secondary"
        fullWidth
        loading={change.isPending}
        onClick={() =>
          change.mutate({ plan: billing.plan }, { onSuccess: () => notify.success(`You stay on ${PLAN_LABELS[billing.plan]}.`) })
        }
      >
        Keep {PLAN_LABELS[billing.plan]}
      </Button>
      {change.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failureOf(change.error, 'keep your plan')}
        </p>
      ) : null}
    </div>
  );
}
