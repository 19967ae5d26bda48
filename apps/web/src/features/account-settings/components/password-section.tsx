import { type TChangePasswordRequest, ZChangePasswordRequest } from '@amplio/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toaster';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useChangePassword } from '../api/change-password';
import { errorText } from '../settings-errors';

const FIELDS = ['current_password', 'password', 'password_confirmation'];

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Issue 25 §1: the current password is required, and every other session ends. */
export function PasswordSection() {
  const change = useChangePassword();
  const { form, field, errors, submit } = useSettingsForm<TChangePasswordRequest>({
    schema: ZChangePasswordRequest,
    defaultValues: EMPTY,
    fields: FIELDS,
    failure: errorText,
    save: async (values) => {
      const answer = await change.mutateAsync(values);
      form.reset(EMPTY);
      notify.success(answer.message);
    },
  });
  return (
    <Card>
      <CardHeader title="Password" description="Changing it signs you out on every other device." />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...field('current_password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          strength={form.watch('password')}
          error={errors.password?.message}
          {...field('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...field('password_confirmation')}
        />
        <div>
          <Button type="submit" loading={change.isPending} loadingLabel="Changing password">
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
