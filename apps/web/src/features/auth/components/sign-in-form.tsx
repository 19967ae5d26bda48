import { LOGIN_ERROR_MESSAGES } from '@amplio/shared/constants/client-messages';
import { LOGIN_ATTEMPTS_SHOWN, LOGIN_LOCK_RESET_MS } from '@amplio/shared/constants/limits';
import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import { ZBrandLoginRequest, ZCreatorLoginRequest } from '@amplio/shared/schemas/auth';
import { ZOpsLoginRequest } from '@amplio/shared/schemas/ops';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toaster';
import { paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { readCsrfMeta } from '../../../lib/csrf';
import { focusFirstError, registerClearing } from '../../../lib/form-errors';
import { setStoredUser } from '../../../lib/stored-user';
import { withQuery } from '../../../lib/with-query';
import { type SignInKind, signIn } from '../api/sign-in';
import { useLockCountdown } from '../hooks/use-lock-countdown';
import { signInCopy } from '../sign-in-copy';
import { describeSignInFailure, remainingAttemptsOf, type SignInFailure } from '../sign-in-error-message';
import { DemoHints } from './demo-hints';
import { startVerificationCooldown } from '../../account-entry/resend-cooldown';

/** The form's fields come from the server's request schemas, so both sides report the same messages. */
const signInFormSchemas = {
  brand: ZBrandLoginRequest.pick({ email: true, password: true }).extend({ remember: z.boolean() }),
  creator: ZCreatorLoginRequest.pick({ email: true, password: true }).extend({ remember: z.boolean() }),
  operator: ZOpsLoginRequest.pick({ email: true, password: true }).extend({ remember: z.boolean() }),
} as const;

type SignInFormValues = z.input<(typeof signInFormSchemas)['brand']>;

interface SignInFormProps {
  kind: SignInKind;
  /** Where to go after signing in (from the `redirect` query value); the server checks it again. */
  redirectTo: string | null;
}

/**
 * One sign-in form for every kind of account (spec 1 §2 and §8, spec 2 §2.8, §4.3 and §8.3, operators of issue 13): e-mail, password with
 * show/hide, remember me, every failure in words, the creator's remaining-attempts counter, and demo hints.
 */
export function SignInForm({ kind, redirectTo }: SignInFormProps) {
  const copy = signInCopy[kind];
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [remaining, setRemaining] = useState(LOGIN_ATTEMPTS_SHOWN);
  const wrongPasswords = useRef(0);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const form = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchemas[kind]),
    defaultValues: { email: '', password: '', remember: false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const field = registerClearing(form);

  useEffect(
    () => () => {
      if (lockTimer.current) clearTimeout(lockTimer.current);
    },
    [],
  );

  const lockOver = useCallback(() => {
    wrongPasswords.current = 0;
    setRemaining(LOGIN_ATTEMPTS_SHOWN);
    setFailure(null);
    setNotice(LOGIN_ERROR_MESSAGES.creatorRateLimitOver);
  }, []);
  // Issue 15: a 429 says how long the lock lasts (retry_after) and counts it down; then the page says to try again.
  const lock = useLockCountdown(lockOver);

  /** Spec 2 §4.3: 30 minutes after a 429 without retry_after the counter starts again and the page says so. */
  const startLockTimer = () => {
    if (lockTimer.current) clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(lockOver, LOGIN_LOCK_RESET_MS);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      setNotice(null);
      try {
        const token = readCsrfMeta();
        const response = await signIn(kind, {
          email: values.email,
          password: values.password,
          // The brand (and operator) page sends a boolean and the creator page '1' or '0', as the spec's two pages do.
          remember: kind === 'creator' ? (values.remember ? '1' : '0') : values.remember,
          redirect: redirectTo ?? undefined,
          ...(token ? { _token: token } : {}),
        });
        if (response?.success !== true) {
          setFailure({ message: LOGIN_ERROR_MESSAGES.invalidResponse });
          return;
        }
        wrongPasswords.current = 0;
        setStoredUser(response.user);
        setLeaving(true);
        // Issue 25: "Redirecting..." is about this page; it goes once the redirect has happened.
        notify.success(LOGIN_ERROR_MESSAGES.success, { scope: 'page' });
        await navigate(toSafeRedirectPath(response.redirect, copy.homePath), { replace: true });
      } catch (error) {
        setLeaving(false);
        let left = remaining;
        if (isApiError(error) && error.status === 401) {
          wrongPasswords.current += 1;
          // The page's own counter starts at 5 (spec 2 §3.3); the server's remaining_attempts can only lower it.
          left = Math.min(remainingAttemptsOf(error) ?? Number.POSITIVE_INFINITY, Math.max(0, remaining - 1));
          setRemaining(left);
        }
        if (isApiError(error) && error.status === 422) {
          for (const name of ['email', 'password'] as const) {
            const message = error.errors[name]?.[0];
            if (message) setError(name, { message });
          }
        }
        const described = describeSignInFailure(kind, error, wrongPasswords.current, left);
        if (kind === 'brand' && described.verifyRedirect !== undefined) {
          // Issue 3: the server mailed a fresh code; the verification page says why the visitor is there, and its
          // "Resend code" waits out the server's cooldown on that code (issue 25) instead of earning a "Please wait".
          startVerificationCooldown('brand', values.email.trim());
          const target = toSafeRedirectPath(
            described.verifyRedirect,
            pathTo(paths.brandVerifyOtp.path, undefined, { email: values.email }),
          );
          await navigate(withQuery(target, { reason: 'login' }));
          return;
        }
        const retryAfter = isApiError(error) ? error.retry_after : undefined;
        if (described.rateLimited && retryAfter) lock.start(retryAfter);
        else if (described.rateLimited && kind === 'creator') startLockTimer();
        setFailure(described);
      }
    },
    (invalid) => focusFirstError(Object.keys(invalid)),
  );

  const busy = isSubmitting || leaving;
  const failureMessage = failure?.rateLimited && lock.running ? LOGIN_ERROR_MESSAGES.lockedOut(lock.secondsLeft) : failure?.message;
  const showRemaining = kind === 'creator' && wrongPasswords.current > 0 && remaining > 0 && !failure?.rateLimited;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-describedby={failure ? 'sign-in-failure' : undefined}>
      <DemoHints
        kind={kind}
        onUse={(account) => {
          setValue('email', account.email);
          setValue('password', account.password);
          form.clearErrors();
        }}
      />
      {notice ? <Alert tone="success" title={notice} /> : null}
      {failure ? (
        <div id="sign-in-failure" className="flex flex-col gap-2">
          <Alert tone="danger" title={failureMessage}>
            {failure.verifyEmail !== undefined ? (
              <Link to={pathTo(paths.creatorVerifyOtp.path, undefined, { email: failure.verifyEmail, resend: 1 })}>
                {LOGIN_ERROR_MESSAGES.verifyLinkLabel}
              </Link>
            ) : null}
          </Alert>
        </div>
      ) : null}
      {showRemaining ? (
        <p className="-mt-2 text-sm font-medium text-warning-strong" role="status" data-testid="remaining-attempts">
          {LOGIN_ERROR_MESSAGES.attemptsRemaining(remaining)}
        </p>
      ) : null}
      <Input
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={copy.emailPlaceholder}
        required
        error={errors.email?.message}
        {...field('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        labelAside={
          copy.forgotPasswordPath ? (
            <Link to={copy.forgotPasswordPath} className="text-sm font-medium text-brand hover:text-brand-hover hover:underline">
              Forgot password?
            </Link>
          ) : undefined
        }
        {...field('password')}
      />
      <Checkbox label={copy.rememberLabel} {...field('remember')} />
      <Button type="submit" size="lg" fullWidth loading={busy} loadingLabel="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
