import type { TAccountSession } from '@amplio/shared/schemas/account';
import { Laptop, Smartphone } from 'lucide-react';
import { QueryStates } from '../../../components/query-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../../../lib/time-ago';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useSessions } from '../api/get-sessions';
import { describeDevice } from '../describe-device';
import { errorText } from '../settings-errors';

const isPhone = (ua: string | null) => Boolean(ua && /iPhone|Android|Mobile/.test(ua));

function SessionRow({ session }: { session: TAccountSession }) {
  const Icon = isPhone(session.user_agent) ? Smartphone : Laptop;
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {describeDevice(session.user_agent)}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </span>
        <span className="text-sm text-ink-muted">
          {session.current ? 'Active now' : `Last seen ${timeAgo(session.last_seen_at)}`} · Signed in {formatDateTime(session.created_at)}
        </span>
      </div>
    </li>
  );
}

function SessionList({ sessions }: { sessions: TAccountSession[] }) {
  const endOthers = useEndOtherSessions();
  const others = sessions.filter((session) => !session.current).length;
  const signOutOthers = async () => {
    try {
      notify.success((await endOthers.mutateAsync()).message);
    } catch (error) {
      notify.error(errorText(error));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-border" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others === 0 ? <p className="text-sm text-ink-muted">You are not signed in anywhere else.</p> : null}
      <div>
        <Button
          variant="secondary"
          onClick={() => void signOutOthers()}
          loading={endOthers.isPending}
          loadingLabel="Signing out other devices"
          disabled={others === 0}
        >
          Sign out everywhere else
        </Button>
      </div>
    </div>
  );
}

/** Issue 25 §1: where the account is signed in (device, last seen), and "sign out everywhere else". */
export function SessionsSection() {
  const sessions = useSessions();
  return (
    <Card>
      <CardHeader title="Where you are signed in" description="Sign out of a device you no longer use or do not recognise." />
      <QueryStates query={sessions} what="your sessions" loading={['h-12', 'h-12']}>
        {(data) => <SessionList sessions={data.data} />}
      </QueryStates>
    </Card>
  );
}
