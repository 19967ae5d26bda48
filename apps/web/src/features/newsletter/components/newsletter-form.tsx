import { type FormEvent, useId, useState } from 'react';
import { cn } from '../../../lib/cn';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter box. Sign-up itself (POST /api/newsletter) arrives in a later issue; until then the form
 * checks the address and says plainly that nothing was sent.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const inputId = useId();
  const statusId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setStatus({ tone: 'error', text: 'Enter an email address like name@example.com.' });
      return;
    }
    setStatus({ tone: 'info', text: 'Thanks! Newsletter sign-up opens soon. We have not stored your address yet.' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className={cn('flex flex-col gap-2', className)} aria-label="Newsletter">
      <label htmlFor={inputId} className="text-sm font-medium text-white">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status?.tone === 'error') setStatus(null);
          }}
          aria-invalid={status?.tone === 'error' || undefined}
          aria-describedby={status ? statusId : undefined}
          className="h-11 w-full min-w-0 rounded-control sm:flex-1 border border-white/15 bg-white/5 px-3.5 text-base text-white placeholder:text-slate-400 focus-visible:border-white/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#a78bfa]"
        />
        <button
          type="submit"
          className="inline-flex h-11 shrink-0 items-center justify-center rounded-control bg-white px-4 text-[15px] font-semibold text-ink transition-colors hover:bg-brand-soft focus-visible:outline-[#a78bfa]"
        >
          Subscribe
        </button>
      </div>
      <p id={statusId} role="status" className={cn('min-h-5 text-sm', status?.tone === 'error' ? 'text-[#fca5a5]' : 'text-slate-300')}>
        {status?.text}
      </p>
    </form>
  );
}
