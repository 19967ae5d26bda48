import { LOGIN_ERROR_MESSAGES } from '@amplio/shared/constants/client-messages';
import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import { ZBrandLoginRequest, ZCreatorLoginRequest } from '@amplio/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toaster';
import { dashboardPathFor, paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { readCsrfMeta } from '../../../lib/csrf';
import { setStoredUser } from '../../../lib/stored-user';
import type { AccountKind } from '../api/check-auth';
import { signIn } from '../api/sign-in';
import { signInCopy } from '../sign-in-copy';
import { describeSignInFailure, type SignInFailure } from '../sign-in-error-message';

/** The form's fields come from the server's request schemas, so both sides report the same messages. */
const signInFormSchemas = {
  brand: ZBrandLoginRequest.pick({ email: true, password: true }).extend({ remember: z.boolean() }),
  creator: ZCreatorLoginRequest.pick({ email: true, password: true }).extend({ remember: z.boolean() }),
} as const;

type SignInFormValues = z.input<(typeof signInFormSchemas)['brand']>;

interface SignInFormProps {
  kind: AccountKind;
  /** Where to go after signing in (from the `redirect` query value); the server checks it again. */
  redirectTo: string | null;
}

/** One sign-in form for both kinds of account: e-mail, password with show/hide, remember me. */
export function SignInForm({ kind, redirectTo }: SignInFormProps) {
  const copy = signInCopy[kind];
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const wrongPasswords = useRef(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchemas[kind]),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const token = readCsrfMeta();
      const response = await signIn(kind, {
        email: values.email,
        password: values.password,
        // The brand page sends a boolean and the creator page '1' or '0', as the spec's two pages do.
        remember: kind === 'brand' ? values.remember : values.remember ? '1' : '0',
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
      notify.success(LOGIN_ERROR_MESSAGES.success);
      await navigate(toSafeRedirectPath(response.redirect, dashboardPathFor[kind]), { replace: true });
    } catch (error) {
      setLeaving(false);
      if (isApiError(error) && error.status === 401) wrongPasswords.current += 1;
      if (isApiError(error) && error.status === 422) {
        for (const field of ['email', 'password'] as const) {
          const message = error.errors[field]?.[0];
          if (message) setError(field, { message });
        }
      }
      setFailure(describeSignInFailure(kind, error, wrongPasswords.current));
    }
  });

  const busy = isSubmitting || leaving;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-describedby={failure ? 'sign-in-failure' : undefined}>
      {failure ? (
        <div id="sign-in-failure">
          <Alert tone="danger" title={failure.message}>
            {failure.verifyEmail !== undefined ? (
              <Link to={pathTo(paths.creatorVerifyOtp.path, undefined, { email: failure.verifyEmail })}>Verify your email now</Link>
            ) : null}
          </Alert>
        </div>
      ) : null}
      <Input
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={copy.emailPlaceholder}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        labelAside={
          <Link to={copy.forgotPasswordPath} className="text-sm font-medium text-brand hover:text-brand-hover hover:underline">
            Forgot password?
          </Link>
        }
        {...register('password')}
      />
      <Checkbox label={copy.rememberLabel} {...register('remember')} />
      <Button type="submit" size="lg" fullWidth loading={busy} loadingLabel="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
