import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import {
  PASSWORD_RESET_MESSAGES as M,
  ZForgotPasswordRequest,
  ZNewPasswordForm,
  ZVerifyResetCodeRequest,
} from '@amplio/shared/schemas/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CircleCheck, KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { OtpInput, type OtpInputHandle } from '../../../components/ui/otp-input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toaster';
import { focusFirstError, isFocusingAnError, registerClearing } from '../../../lib/form-errors';
import { type AccountRole, entryPathsFor } from '../account-role';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { verifyResetOtp } from '../api/verify-reset-otp';
import { describeResetCodeFailure, describeResetFailure, describeResetRequestFailure, type EntryFailure } from '../entry-error-messages';
import { formatCountdown, resendScope, useResendCooldown } from '../resend-cooldown';
import { EntryCard, entryLinkStyles } from './entry-card';

type Step = 1 | 2 | 3;
type NewPasswordValues = z.input<typeof ZNewPasswordForm>;

const STEP_TITLES: Record<Step, string> = { 1: 'Your email', 2: 'Enter the code', 3: 'New password' };

/** Where the screen was, kept for this tab only: the address and step 1 or 2 (never the reset token). */
const progressKey = (role: AccountRole) => `amplio:forgot-password:${role}`;
function readProgress(role: AccountRole): { email: string; step: Step } {
  try {
    const value = JSON.parse(sessionStorage.getItem(progressKey(role)) ?? 'null') as { email?: unknown; step?: unknown } | null;
    const email = typeof value?.email === 'string' ? value.email : '';
    return { email, step: email && (value?.step === 2 || value?.step === 3) ? 2 : 1 };
  } catch {
    return { email: '', step: 1 };
  }
}
function writeProgress(role: AccountRole, value: { email: string; step: Step } | null) {
  try {
    if (value) sessionStorage.setItem(progressKey(role), JSON.stringify(value));
    else sessionStorage.removeItem(progressKey(role));
  } catch {
    // Storage off: a reload starts at step 1.
  }
}

/**
 * Spec 2 §2.10 and §4.5, for both kinds of account: (1) e-mail, (2) the six-digit code, (3) the new password.
 * Back goes down a step, or to the sign-in page from step 1. Resend waits 60 s. A 422 on the reset starts over.
 */
export function ForgotPasswordScreen({ kind: role }: { kind: AccountRole }) {
  const navigate = useNavigate();
  const paths = entryPathsFor[role];
  const [initial] = useState(() => readProgress(role));
  const [step, setStep] = useState<Step>(initial.step);
  const [email, setEmail] = useState(initial.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [failure, setFailure] = useState<EntryFailure | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [pending, setPending] = useState<'send' | 'verify' | 'reset' | 'resend' | null>(null);
  const [done, setDone] = useState<{ message: string; redirect: string } | null>(null);
  const otp = useRef<OtpInputHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cooldown = useResendCooldown(email ? resendScope(role, 'reset', email.trim()) : null);

  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const password = form.watch('password');

  useEffect(() => writeProgress(role, done ? null : { email, step }), [role, email, step, done]);

  const goTo = (next: Step) => {
    setStep(next);
    setFailure(null);
    setCodeError(null);
    // Move focus to the new step's heading so screen readers hear where they are.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const sendCode = async (mode: 'send' | 'resend') => {
    const parsed = ZForgotPasswordRequest.shape.email.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? M.emailRequired);
      focusFirstError(['email']);
      return;
    }
    if (pending || (mode === 'resend' && cooldown.secondsLeft > 0)) return;
    setPending(mode);
    setFailure(null);
    try {
      const response = await forgotPassword(role, parsed.data);
      setEmail(parsed.data);
      cooldown.start(response.retry_after);
      setInfo(response.message);
      setCode('');
      if (mode === 'resend') notify.success(response.message);
      if (step !== 2) goTo(2);
      else otp.current?.focus(0);
    } catch (error) {
      const described = describeResetRequestFailure(error);
      if (described.retryAfter) {
        // A code went out moments ago: it is still the one to type.
        cooldown.start(described.retryAfter);
        setEmail(parsed.data);
        if (step === 1) goTo(2);
        setInfo(described.message);
        if (mode === 'resend') notify.error(described.message);
      } else if (step === 1) {
        setFailure(described);
      } else {
        notify.error(described.message);
      }
    } finally {
      setPending(null);
    }
  };

  const checkCode = async (value: string) => {
    if (pending) return;
    const parsed = ZVerifyResetCodeRequest.shape.otp.safeParse(value);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? M.codeFormat);
      otp.current?.focus(Math.min(value.trimEnd().length, 5));
      return;
    }
    setPending('verify');
    try {
      const response = await verifyResetOtp(role, { email, otp: parsed.data });
      setToken(response.token);
      setInfo(null);
      goTo(3);
    } catch (error) {
      const described = describeResetCodeFailure(error);
      setCodeError(described.message);
      setCode('');
      otp.current?.focus(0);
    } finally {
      setPending(null);
    }
  };

  const submitPassword = form.handleSubmit(
    async (values) => {
      if (pending) return;
      setPending('reset');
      setFailure(null);
      try {
        const response = await resetPassword(role, {
          email,
          token,
          password: values.password,
          password_confirmation: values.confirmPassword,
        });
        setToken('');
        form.reset();
        setDone({ message: response.message || M.resetDone, redirect: toSafeRedirectPath(response.redirect, paths.login) });
        requestAnimationFrame(() => heading.current?.focus());
      } catch (error) {
        const described = describeResetFailure(error);
        if (described.startOver) {
          setToken('');
          form.reset();
          goTo(1);
        }
        setFailure(described);
      } finally {
        setPending(null);
      }
    },
    (errors) => focusFirstError(Object.keys(errors)),
  );

  const back = () => {
    if (step === 1) void navigate(paths.login);
    else goTo((step - 1) as Step);
  };

  const onEmailSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sendCode('send');
  };
  const onCodeSubmit = (event: FormEvent) => {
    event.preventDefault();
    void checkCode(code);
  };

  if (done) {
    return (
      <EntryCard icon={KeyRound} eyebrow="Account help" title="Password reset">
        <div className="flex flex-col items-center gap-4 rounded-card bg-success-soft/60 px-5 py-8 text-center">
          <CircleCheck className="size-10 text-success-strong" strokeWidth={1.75} aria-hidden="true" />
          <h2 ref={heading} tabIndex={-1} className="text-xl text-ink" role="status">
            {done.message}
          </h2>
          <p className="text-[15px] text-ink-muted">For your safety we signed you out on every other device.</p>
        </div>
        <Link to={done.redirect} className={buttonStyles({ size: 'lg', fullWidth: true })}>
          Sign in
        </Link>
      </EntryCard>
    );
  }

  return (
    <EntryCard
      icon={KeyRound}
      eyebrow="Account help"
      title="Reset your password"
      intro={<p>Three quick steps: your email, the 6-digit code we send you, then a new password.</p>}
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login} className={entryLinkStyles}>
            Sign in
          </Link>
        </p>
      }
    >
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={back}
          leadingIcon={<ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          {step === 1 ? 'Back to sign in' : 'Back'}
        </Button>
        <ol className="flex items-center gap-1.5" aria-label={`Step ${step} of 3`}>
          {([1, 2, 3] as const).map((n) => (
            <li
              key={n}
              aria-hidden="true"
              className={`h-1.5 w-8 rounded-full transition-colors duration-200 ${n <= step ? 'bg-brand' : 'bg-border'}`}
            />
          ))}
        </ol>
      </div>
      <h2 ref={heading} tabIndex={-1} className="-mt-2 text-lg text-ink outline-none">
        <span className="tabular text-ink-muted">Step {step} of 3 · </span>
        {STEP_TITLES[step]}
      </h2>
      {failure ? <Alert tone="danger" title={failure.message} /> : null}

      {step === 1 ? (
        <form onSubmit={onEmailSubmit} noValidate className="flex flex-col gap-5">
          <Input
            name="email"
            label={role === 'brand' ? 'Business email' : 'Email'}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={role === 'brand' ? 'you@company.com' : 'you@example.com'}
            required
            value={email}
            error={emailError}
            hint="We will email you a 6-digit code."
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
            onFocus={() => {
              if (!isFocusingAnError()) setEmailError(null);
            }}
          />
          <Button type="submit" size="lg" fullWidth loading={pending === 'send'} loadingLabel="Sending...">
            Send code
          </Button>
        </form>
      ) : null}

      {step === 2 ? (
        <form onSubmit={onCodeSubmit} noValidate className="flex flex-col gap-5">
          {info ? <Alert tone="info" title={info} /> : null}
          <p className="text-[15px] text-ink-muted">
            Enter the code sent to <strong className="font-semibold wrap-anywhere text-ink">{email}</strong>.
          </p>
          <OtpInput
            ref={otp}
            name="reset-code"
            label="Reset code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(null);
            }}
            onComplete={(value) => void checkCode(value)}
            error={codeError}
            autoFocus
          />
          <Button type="submit" size="lg" fullWidth loading={pending === 'verify'} loadingLabel="Verifying...">
            Verify code
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-control bg-surface-muted px-4 py-3 text-[15px]">
            <p className="text-ink-muted">No code yet?</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void sendCode('resend')}
              loading={pending === 'resend'}
              loadingLabel="Sending..."
              disabled={cooldown.secondsLeft > 0}
            >
              {cooldown.secondsLeft > 0 ? (
                <span className="tabular">Resend code in {formatCountdown(cooldown.secondsLeft)}</span>
              ) : (
                'Resend code'
              )}
            </Button>
          </div>
        </form>
      ) : null}

      {step === 3 ? (
        <form onSubmit={submitPassword} noValidate className="flex flex-col gap-5">
          {/* Lets password managers store the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            strength={password}
            error={form.formState.errors.password?.message}
            {...field('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={form.formState.errors.confirmPassword?.message}
            {...field('confirmPassword')}
          />
          <Button type="submit" size="lg" fullWidth loading={pending === 'reset'} loadingLabel="Resetting...">
            Reset password
          </Button>
        </form>
      ) : null}
    </EntryCard>
  );
}
