import { LOGIN_ERROR_MESSAGES } from '@amplio/shared/constants/client-messages';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

const PROVIDERS = [
  { name: 'Google', mark: 'G', colour: 'bg-[#ea4335]' },
  { name: 'LinkedIn', mark: 'in', colour: 'bg-[#0a66c2]' },
  { name: 'Facebook', mark: 'f', colour: 'bg-[#1877f2]' },
] as const;

/**
 * The three social buttons of spec 1 §2 and spec 2 §2.8. No provider is connected yet, so a click says so next to
 * the buttons instead of doing nothing.
 */
export function SocialSignIn() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        or continue with
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <div className="grid grid-cols-3 gap-2">
        {PROVIDERS.map((provider) => (
          <button
            key={provider.name}
            type="button"
            aria-describedby={message ? 'social-sign-in-note' : undefined}
            onClick={() => setMessage(LOGIN_ERROR_MESSAGES.socialUnavailable(provider.name))}
            className="inline-flex min-h-11 flex-col items-center justify-center gap-1 rounded-control border border-border bg-surface px-1.5 py-2 text-[13px] font-semibold text-ink shadow-xs transition-colors hover:border-brand/40 hover:bg-brand-soft/50 sm:flex-row sm:gap-2 sm:py-0 sm:text-sm"
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] leading-none font-bold text-white',
                provider.colour,
              )}
            >
              {provider.mark}
            </span>
            {provider.name}
          </button>
        ))}
      </div>
      <p id="social-sign-in-note" role="status" className={cn('text-sm text-ink-muted', !message && 'sr-only')}>
        {message ?? ''}
      </p>
    </div>
  );
}
