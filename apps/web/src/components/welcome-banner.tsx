import type { ReactNode } from 'react';
import { useWelcomeWord } from '../lib/first-welcome';

/** The greeting at the top of a dashboard: the user's first name and one line about what is next. */
export function WelcomeBanner({ name, children }: { name: string | null | undefined; children: ReactNode }) {
  const firstName = name?.trim().split(/\s+/)[0];
  const welcome = useWelcomeWord();
  return (
    <div className="relative overflow-hidden rounded-card bg-ink p-5 text-white sm:p-8">
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-16 size-64 rounded-full bg-gradient-to-br from-brand/60 to-accent/40 blur-3xl"
      />
      <div className="relative flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-300">Signed in</p>
        <h2 className="text-2xl text-white sm:text-3xl" data-testid="welcome-name">
          {welcome}
          {firstName ? `, ${firstName}` : ''}
        </h2>
        <p className="max-w-2xl text-[15px] text-slate-300">{children}</p>
      </div>
    </div>
  );
}
