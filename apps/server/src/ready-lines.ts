import type { AppConfig } from './config';
import { DEMO_ACCOUNTS } from './db/seed';

/** Who can read the dev mailbox (and the demo hints), in the words of the start line. */
export function mailboxReach(config: Pick<AppConfig, 'devMailboxAccess'>): string {
  return config.devMailboxAccess === 'public'
    ? 'open to anyone who can reach this server: DEV_MAILBOX=public'
    : 'this machine only; DEV_MAILBOX=public opens it to the network';
}

/** What `npm start` prints once the server listens in demo mode: where things are, and the demo sign-ins. */
export function readyLines(config: Pick<AppConfig, 'appUrl' | 'devMailboxAccess'>): string[] {
  const { appUrl } = config;
  return [
    `Amplio is ready at ${appUrl}  (API docs: ${appUrl}/docs, mailbox: ${appUrl}/dev/mailbox, ${mailboxReach(config)})`,
    `Demo logins: brand ${DEMO_ACCOUNTS.brand.email} / ${DEMO_ACCOUNTS.brand.password}, creator ${DEMO_ACCOUNTS.creator.email} / ${DEMO_ACCOUNTS.creator.password}, operator ${DEMO_ACCOUNTS.operator.email} / ${DEMO_ACCOUNTS.operator.password} (at /ops/login)`,
  ];
}
