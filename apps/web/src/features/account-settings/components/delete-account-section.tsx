import { ZDeleteAccountRequest } from '@amplio/shared/schemas/account';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toaster';
import { paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSignOutFlow } from '../../../lib/use-sign-out-flow';
import { useDeleteAccount } from '../api/delete-account';
import { errorText } from '../settings-errors';

type Kind = 'brand' | 'creator';

const landingOf = (kind: Kind) => pathTo(kind === 'brand' ? paths.brandLanding.path : paths.creatorLanding.path);

/**
 * Issue 25 §1: deleting the account, after the password. While money is held for or owed to the account the server
 * refuses with the exact reason (409), shown in the dialog.
 */
export function DeleteAccountSection({ kind }: { kind: Kind }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The server has already ended the session: forget the account here and leave.
  const { signOut: leave } = useSignOutFlow(
    () => Promise.resolve(),
    () => landingOf(kind),
  );

  const openDialog = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setPassword('');
    setPasswordError(undefined);
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDeleteAccountRequest.safeParse({ password });
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message);
      passwordRef.current?.focus();
      return;
    }
    setRefusal(null);
    try {
      const answer = await remove.mutateAsync(parsed.data);
      notify.success(answer.message);
      await leave();
    } catch (error) {
      const field = isApiError(error) ? error.errors.password?.[0] : undefined;
      if (field) {
        setPasswordError(field);
        passwordRef.current?.focus();
      } else setRefusal(errorText(error));
    }
  };

  return (
    <Card className="border-danger/30">
      <CardHeader
        title="Delete account"
        description="Your profile, files and sign-ins go for good. Payments and invoices keep only their amounts, as the law requires."
      />
      <div>
        <Button variant="destructive" onClick={() => openDialog(true)}>
          Delete account
        </Button>
      </div>
      <Dialog open={open} onOpenChange={openDialog}>
        <DialogContent
          title="Delete your account?"
          description="This cannot be undone. Enter your password to confirm."
          initialFocus={passwordRef}
        >
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
            <PasswordInput
              ref={passwordRef}
              label="Password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(undefined);
              }}
              error={passwordError}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" loading={remove.isPending} loadingLabel="Deleting account">
                Delete my account
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
