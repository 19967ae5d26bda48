import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type TEmailPreferences,
} from '@amplio/shared/schemas/notifications';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-client';
import { useUpdateNotificationPreference } from '../api/update-notification-preferences';

type RowStatus = { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** Why a switch did not save, and what to do: the server's reason when it gave one. */
export function saveFailedText(error: unknown): string {
  if (isApiError(error) && error.noResponse) return 'Not saved: we could not reach Amplio. Check your connection, then switch it again.';
  const reason = isApiError(error) ? (error.firstFieldError() ?? error.message) : '';
  return `Not saved${reason ? `: ${reason.replace(/\.$/, '')}` : ''}. Switch it again to retry.`;
}

function RowStatusText({ id, status }: { id: string; status: RowStatus | undefined }) {
  return (
    <p id={id} role="status" className="text-sm">
      {status?.kind === 'saving' ? <span className="text-ink-muted">Saving…</span> : null}
      {status?.kind === 'saved' ? (
        <span className="inline-flex items-center gap-1 font-medium text-success-strong">
          <Check className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Saved
        </span>
      ) : null}
      {status?.kind === 'error' ? <span className="font-medium text-danger">{status.message}</span> : null}
    </p>
  );
}

/**
 * One switch per notification category: whether it is also e-mailed. Each saves as it changes and says so under it;
 * a failure puts the switch back and says why.
 */
export function EmailPreferences({ email }: { email: TEmailPreferences }) {
  const update = useUpdateNotificationPreference();
  const ids = useId();
  const [statuses, setStatuses] = useState<Partial<Record<NotificationCategory, RowStatus>>>({});
  const setStatus = (category: NotificationCategory, status: RowStatus) => setStatuses((current) => ({ ...current, [category]: status }));

  const change = async (category: NotificationCategory, on: boolean) => {
    setStatus(category, { kind: 'saving' });
    try {
      await update.mutateAsync({ category, email: on });
      setStatus(category, { kind: 'saved' });
    } catch (error) {
      setStatus(category, { kind: 'error', message: saveFailedText(error) });
    }
  };

  return (
    <ul className="flex flex-col divide-y divide-border">
      {NOTIFICATION_CATEGORIES.map((category) => {
        const { label, description } = NOTIFICATION_CATEGORY_LABELS[category];
        const id = `${ids}-${category}`;
        return (
          <li key={category} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-col gap-0.5">
              <label htmlFor={id} className="cursor-pointer font-medium text-ink">
                {label}
              </label>
              <p id={`${id}-description`} className="text-sm text-ink-muted">
                {description}
              </p>
              <RowStatusText id={`${id}-status`} status={statuses[category]} />
            </div>
            <Switch
              id={id}
              checked={email[category]}
              onCheckedChange={(on) => void change(category, on)}
              aria-describedby={`${id}-description ${id}-status`}
              className="mt-0.5"
            />
          </li>
        );
      })}
    </ul>
  );
}
