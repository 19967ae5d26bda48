import { VERIFY_PAGE_MESSAGES } from '@amplio/shared/constants/client-messages';
import { OTP_SUCCESS_REDIRECT_DELAY_MS } from '@amplio/shared/constants/limits';
import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { ZVerifyOtpRequest } from '@amplio/shared/schemas/email-verification';
import { CircleCheck, MailCheck } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { OtpInput, type OtpInputHandle } from '../../../components/ui/otp-input';
import { notify } from '../../../components/ui/toaster';
import { dashboardPathFor } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { writeCsrfMeta } from '../../../lib/csrf';
import { focusFirstError, isFocusingAnError } from '../../../lib/form-errors';
import { type StoredUser, setStoredUser } from '../../../lib/stored-user';
import { markFirstWelcome } from '../../../lib/first-welcome';
import { type AccountRole, entryPathsFor } from '../account-role';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { describeResendFailure, describeVerifyFailure, type EntryFailure } from '../entry-error-messages';
import { formatCountdown, resendScope, useResendCooldown } from '../resend-cooldown';
import { forgetVerificationEmail, readVerificationEmail, rememberVerificationEmail } from '../verification-email';
import { EntryCard, entryLinkStyles } from './entry-card';

/** Why the visitor was sent here, from a `reason` query value the app itself writes (never free text). */
const NOTICES: Record<AccountRole, Record<string, string>> = {
  brand: { login: LOGIN_MESSAGES.brandVerifyEmail, dashboard: VERIFY_PAGE_MESSAGES.dashboardNeedsCode },
  creator: { login: LOGIN_MESSAGES.creatorVerifyEmail, dashboard: VERIFY_PAGE_MESSAGES.dashboardNeedsCode },
};

/**
 * Spec 2 §2.9, §4.4: the six-digit code for a new account of either kind. The address comes from ?email= or the
 * stored verification_email. Success signs the account in, shows "Email Verified!" and opens the dashboard after 1.5 s.
 */
export function VerifyEmailScreen({ kind: role }: { kind: AccountRole }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paths = entryPathsFor[role];
  const [knownEmail] = useState(() => params.get('email')?.trim() || readVerificationEmail());
  const [email, setEmail] = useState(knownEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<EntryFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [verified, setVerified] = useState<StoredUser | null>(null);
  const busy = useRef(false);
  const otp = useRef<OtpInputHandle>(null);
  const cooldown = useResendCooldown(email ? resendScope(role, 'verify', email) : null);
  const notice = NOTICES[role][params.get('reason') ?? ''];

  useEffect(() => {
    if (knownEmail) rememberVerificationEmail(knownEmail, role);
  }, [knownEmail, role]);

  /** The address to use, checked; shows the error and returns null when it is not usable. */
  const checkedEmail = (): string | null => {
    const parsed = ZVerifyOtpRequest.shape.email.safeParse(email);
    if (parsed.success) return parsed.data;
    setEmailError(parsed.error.issues[0]?.message ?? VERIFY_PAGE_MESSAGES.emailMissing);
    focusFirstError(['verify-email']);
    return null;
  };

  const goToDashboard = useCallback(
    async (user: StoredUser) => {
      if (user.user_type === 'brand' || user.user_type === 'creator') {
        await navigate(dashboardPathFor[user.user_type], { replace: true });
        return;
      }
      // Spec 2 §4.4: otherwise the current-user call decides, and /login (here: this kind's sign-in) on failure.
      try {
        const current = await api.get<{ user_type?: string }>('/api/user', { cache: 'no-store' });
        const type = current.user_type;
        await navigate(type === 'brand' || type === 'creator' ? dashboardPathFor[type] : paths.login, { replace: true });
      } catch {
        await navigate(paths.login, { replace: true });
      }
    },
    [navigate, paths.login],
  );

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => void goToDashboard(verified), OTP_SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, goToDashboard]);

  const submit = async (value: string) => {
    if (busy.current || verified) return;
    setFailure(null);
    const address = checkedEmail();
    const parsed = ZVerifyOtpRequest.shape.otp.safeParse(value);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? null);
      otp.current?.focus(Math.min(value.trimEnd().length, 5));
      return;
    }
    if (!address) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const response = await verifyOtp(role, { email: address, otp: parsed.data });
      if (response?.success !== true || !response.user) {
        setFailure({ message: VERIFY_PAGE_MESSAGES.processFailed });
        return;
      }
      // The session rotated when the code was accepted: the page's CSRF token is the new session's.
      if (response.token) writeCsrfMeta(response.token);
      const user = setStoredUser(response.user);
      forgetVerificationEmail();
      markFirstWelcome(response.user.id);
      setVerified(
        user ?? { id: response.user.id, name: response.user.name, email: response.user.email, user_type: response.user.user_type },
      );
    } catch (error) {
      const described = describeVerifyFailure(error);
      // A dead code or an unknown address goes in the banner; a plain wrong code under the boxes.
      if (described.startOver || described.needsNewCode) setFailure(described);
      else setCodeError(described.message);
      setCode('');
      otp.current?.focus(0);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const resend = useCallback(async () => {
    if (resending || cooldown.secondsLeft > 0) return;
    const parsed = ZVerifyOtpRequest.shape.email.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? VERIFY_PAGE_MESSAGES.emailMissing);
      return;
    }
    setResending(true);
    try {
      const response = await resendOtp(role, parsed.data);
      cooldown.start(response.retry_after);
      rememberVerificationEmail(parsed.data, role);
      setFailure(null);
      setCodeError(null);
      setCode('');
      notify.success(response.message);
      otp.current?.focus(0);
    } catch (error) {
      const described = describeResendFailure(error);
      if (described.retryAfter) cooldown.start(described.retryAfter);
      if (described.startOver) setFailure(described);
      notify.error(described.message);
    } finally {
      setResending(false);
    }
  }, [resending, cooldown, email, role]);

  // "Request a new one" from the creator sign-in arrives with ?resend=1: ask once, then drop it from the address.
  const autoResent = useRef(false);
  useEffect(() => {
    if (autoResent.current || params.get('resend') !== '1' || !email) return;
    autoResent.current = true;
    const next = new URLSearchParams(params);
    next.delete('resend');
    setParams(next, { replace: true });
    if (cooldown.secondsLeft === 0) void resend();
  }, [params, setParams, email, cooldown.secondsLeft, resend]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <>
      <EntryCard
        icon={MailCheck}
        eyebrow="Almost there"
        title="Verify Your Email"
        intro={
          knownEmail ? (
            <p>
              We sent a 6-digit code to <strong className="font-semibold wrap-anywhere text-ink">{knownEmail}</strong>. Enter it below to
              confirm your address. The code expires in 10 minutes.
            </p>
          ) : (
            <p>{VERIFY_PAGE_MESSAGES.emailMissing}</p>
          )
        }
        footer={
          <>
            <p>
              Wrong address?{' '}
              <Link to={paths.register} className={entryLinkStyles}>
                Start registration again
              </Link>
            </p>
            <p>
              Already verified?{' '}
              <Link to={paths.login} className={entryLinkStyles}>
                Sign in
              </Link>
            </p>
          </>
        }
      >
        {notice ? <Alert tone="info" title={notice} /> : null}
        {failure ? (
          <Alert tone={failure.needsNewCode ? 'warning' : 'danger'} title={failure.message}>
            {failure.startOver ? <Link to={paths.register}>Register again</Link> : null}
            {failure.needsNewCode ? 'Use "Resend code" below to get a new one.' : null}
          </Alert>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {knownEmail ? null : (
            <Input
              id="verify-email-address"
              name="verify-email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
              onFocus={() => {
                if (!isFocusingAnError()) setEmailError(null);
              }}
            />
          )}
          <OtpInput
            ref={otp}
            label="Verification code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(null);
            }}
            onComplete={(value) => void submit(value)}
            error={codeError}
            disabled={Boolean(verified)}
            autoFocus={Boolean(knownEmail)}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting} loadingLabel="Verifying...">
            Verify email
          </Button>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-control bg-surface-muted px-4 py-3 text-[15px]">
          <p className="text-ink-muted">Didn&apos;t get the code? Check your spam folder, or</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void resend()}
            loading={resending}
            loadingLabel="Sending..."
            disabled={cooldown.secondsLeft > 0}
            aria-describedby={cooldown.secondsLeft > 0 ? 'resend-wait' : undefined}
          >
            {cooldown.secondsLeft > 0 ? (
              <span className="tabular">Resend code in {formatCountdown(cooldown.secondsLeft)}</span>
            ) : (
              'Resend code'
            )}
          </Button>
          {cooldown.secondsLeft > 0 ? (
            <p id="resend-wait" className="sr-only">
              A new code can be requested once the countdown ends.
            </p>
          ) : null}
        </div>
      </EntryCard>
      {verified ? <VerifiedOverlay onContinue={() => void goToDashboard(verified)} /> : null}
    </>
  );
}

/** Spec 2 §2.9: the success overlay with its Go to Dashboard button. */
function VerifiedOverlay({ onContinue }: { onContinue: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4 backdrop-blur-[2px] animate-[fade-in_200ms_ease-out]">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="verified-title"
        aria-describedby="verified-text"
        className="flex w-full max-w-sm flex-col items-center gap-4 rounded-card border border-border bg-surface p-6 text-center shadow-lift sm:p-8"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success-strong">
          <CircleCheck className="size-8" strokeWidth={1.75} aria-hidden="true" />
        </span>
        <h2 id="verified-title" className="text-2xl text-ink">
          {VERIFY_PAGE_MESSAGES.verified}
        </h2>
        <p id="verified-text" className="text-[15px] text-ink-muted">
          You are signed in. Taking you to your dashboard…
        </p>
        <Button ref={button} size="lg" fullWidth onClick={onContinue}>
          Go to Dashboard
        </Button>
      </div>
    </div>
  );
}
