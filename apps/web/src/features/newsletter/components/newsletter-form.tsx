import { NEWSLETTER_MESSAGES, NEWSLETTER_PROMISE } from '@amplio/shared/constants/newsletter';
import { EMAIL_PATTERN } from '@amplio/shared/constants/patterns';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

type Status = { tone: 'error' | 'success'; text: string } | null;

/** The toaster module, loaded on first use so the footer costs no extra JavaScript on page load. */
const loadNotify = async () => (await import('../../../components/ui/toaster')).notify;

/**
 * The newsletter box of every footer (spec 1 §1 item 8). Double opt-in: the answer says to check the inbox, as a
 * toast and in the form. The API code and the schema load on submit, not with the page.
 */
export function NewsletterForm({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const inputId = useId();
  const statusId = useId();
  const dark = tone === 'dark';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    if (!value || !EMAIL_PATTERN.test(value)) {
      setStatus({ tone: 'error', text: value ? NEWSLETTER_MESSAGES.emailInvalid : NEWSLETTER_MESSAGES.emailRequired });
      return;
    }
    setSending(true);
    setStatus(null);
    try {
      const api = await import('../api/subscribe-newsletter');
      const check = api.checkNewsletterEmail(value);
      if (!check.ok) {
        setStatus({ tone: 'error', text: check.message });
        return;
      }
      const answer = await api.subscribeNewsletter(check.data);
      setStatus({ tone: 'success', text: answer.message });
      setEmail('');
      (await loadNotify()).success(answer.message);
    } catch (error) {
      const { isApiError } = await import('../../../lib/api-client');
      const fieldError = isApiError(error) ? error.errors.email?.[0] : undefined;
      const message = fieldError ?? (isApiError(error) && error.status === 429 ? NEWSLETTER_MESSAGES.tooMany : NEWSLETTER_MESSAGES.failed);
      setStatus({ tone: 'error', text: message });
      if (!fieldError) (await loadNotify()).error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={cn('flex flex-col gap-2', className)}
      aria-label="Newsletter"
      data-ready={ready ? 'newsletter' : undefined}
    >
      <label htmlFor={inputId} className={cn('text-sm font-medium', dark ? 'text-white' : 'text-ink')}>
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status?.tone === 'error') setStatus(null);
          }}
          aria-invalid={status?.tone === 'error' || undefined}
          aria-describedby={statusId}
          className={cn(
            'h-11 w-full min-w-0 rounded-control border px-3.5 text-base sm:flex-1 focus-visible:outline-2 focus-visible:outline-offset-2',
            dark
              ? 'border-white/15 bg-white/5 text-white placeholder:text-slate-400 focus-visible:border-white/40 focus-visible:outline-[#a78bfa]'
              : 'border-border bg-surface text-ink placeholder:text-ink-muted focus-visible:outline-brand',
          )}
        />
        <button
          type="submit"
          aria-busy={sending || undefined}
          className={cn(
            'relative inline-flex h-11 shrink-0 items-center justify-center rounded-control px-4 text-[15px] font-semibold transition-colors',
            dark ? 'bg-white text-ink hover:bg-brand-soft focus-visible:outline-[#a78bfa]' : 'bg-brand text-white hover:bg-brand-hover',
          )}
        >
          <span className={cn(sending && 'invisible')}>Subscribe</span>
          {sending ? (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner className="size-4" />
              <span className="sr-only">Subscribing</span>
            </span>
          ) : null}
        </button>
      </div>
      <p
        id={statusId}
        role="status"
        className={cn(
          'min-h-5 text-sm',
          status?.tone === 'error' ? (dark ? 'text-[#fca5a5]' : 'text-danger') : dark ? 'text-slate-300' : 'text-ink-muted',
        )}
      >
        {status?.text ?? NEWSLETTER_PROMISE}
      </p>
    </form>
  );
}
