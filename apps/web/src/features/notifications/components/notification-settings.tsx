import { Card, CardHeader } from '../../../components/ui/card';
import { QueryStates } from '../../../components/query-states';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { EmailPreferences } from './email-preferences';

/** Issue 24 §3's settings page, the same for brands and creators: which notifications are also e-mailed. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  return (
    <div className="mx-auto flex w-full max-w-form flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">Notification settings</h2>
        <p className="text-ink-muted">You always see every notification under the bell. Choose which ones we also e-mail you.</p>
      </div>
      <Card>
        <CardHeader title="E-mail me about" description="Each switch saves as soon as you change it." />
        <QueryStates query={preferences} what="your notification settings" loading={['h-16', 'h-16', 'h-16', 'h-16', 'h-16', 'h-16']}>
          {(answer) => <EmailPreferences email={answer.data.email} />}
        </QueryStates>
      </Card>
    </div>
  );
}
