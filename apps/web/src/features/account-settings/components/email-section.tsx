import { ZChangeEmailRequest, ZVerifyEmailChangeRequest } from '@amplio/shared/schemas/account';
import { type FormEvent, useState } from 'react';
import { QueryStates } from '../../../components/query-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { OtpInput } from '../../../components/ui/otp-input';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useRequestEmailChange, useVerifyEmailChange } from '../api/change-email';
import { useAccount } from '../api/get-account';
import { errorText } from '../settings-errors';
import { useCooldown } from '../use-cooldown';

const fieldMessage = (error: unknown, field: string) => (isApiError(error) ? error.errors[field]?.[0] : undefined);

function EmailForms({ email, pending }: { email: string; pending: string | null }) {
  const request = useRequestEmailChange();
  const verify = useVerifyEmailChange();
  const cooldown = useCooldown();
  const [next, setNext] = useState('');
  const [editing, setEditing] = useState(!pending);
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const send = async (address: string) => {
    const parsed = ZChangeEmailRequest.safeParse({ email: address });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const answer = await request.mutateAsync(parsed.data);
      cooldown.start(answer.retry_after);
      setEditing(false);
      setCode('');
      setCodeError(undefined);
      notify.success(answer.message);
    } catch (error) {
      if (isApiError(error) && error.status === 429 && error.retry_after) cooldown.start(error.retry_after);
      const message = fieldMessage(error, 'email');
      if (message && editing) setEmailError(message);
      else notify.error(errorText(error));
    }
  };

  const confirm = async (otp: string) => {
    const parsed = ZVerifyEmailChangeRequest.safeParse({ otp });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const answer = await verify.mutateAsync(parsed.data);
      setNext('');
      setEditing(true);
      notify.success(answer.message);
    } catch (error) {
      // A wrong code empties the boxes for the next try, as on the verify page.
      setCode('');
      setCodeError(fieldMessage(error, 'otp') ?? errorText(error));
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    void send(next);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void confirm(code);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">
        You sign in with <strong className="break-all font-semibold">{email}</strong>.
      </p>
      {pending && !editing ? (
        <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
          <Alert tone="info">
            We sent a 6-digit code to <strong className="break-all">{pending}</strong>. Until you enter it, {email} keeps working.
          </Alert>
          <OtpInput
            label="Code from the new address"
            name="email-code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            onComplete={(value) => void confirm(value)}
            error={codeError}
            disabled={verify.isPending}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={verify.isPending} loadingLabel="Confirming email">
              Confirm new email
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => void send(pending)}
              loading={request.isPending}
              disabled={cooldown.secondsLeft > 0}
            >
              {cooldown.secondsLeft > 0 ? <span className="tabular-nums">Resend code in {cooldown.secondsLeft} s</span> : 'Resend code'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
              Use a different email
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={submitEmail} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <Input
            label="New email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            fieldClassName="flex-1"
            value={next}
            onChange={(event) => {
              setNext(event.target.value);
              setEmailError(undefined);
            }}
            error={emailError}
          />
          <Button type="submit" loading={request.isPending} loadingLabel="Sending code" disabled={cooldown.secondsLeft > 0}>
            {cooldown.secondsLeft > 0 ? <span className="tabular-nums">Send code in {cooldown.secondsLeft} s</span> : 'Send code'}
          </Button>
        </form>
      )}
    </div>
  );
}

/** Issue 25 §1: a code to the new address, a notice to the old one; the old one works until the code is entered. */
export function EmailSection() {
  const account = useAccount();
  return (
    <Card>
      <CardHeader title="Email" description="We send a code to the new address to make sure it is yours." />
      <QueryStates query={account} what="your email" loading={['h-6', 'h-11']}>
        {(data) => <EmailForms email={data.user.email} pending={data.user.pending_email} />}
      </QueryStates>
    </Card>
  );
}
