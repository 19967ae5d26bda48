import { type TUpdateNameRequest, ZUpdateNameRequest } from '@amplio/shared/schemas/account';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useAccount } from '../api/get-account';
import { useUpdateName } from '../api/update-name';
import { errorText } from '../settings-errors';

const FIELDS = ['name'];

function NameForm({ name }: { name: string }) {
  const save = useUpdateName();
  const { form, field, errors, submit } = useSettingsForm<TUpdateNameRequest>({
    schema: ZUpdateNameRequest,
    defaultValues: { name },
    fields: FIELDS,
    failure: errorText,
    save: async (values) => {
      const answer = await save.mutateAsync(values);
      form.reset({ name: answer.user.name });
      notify.success(answer.message);
    },
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <Input
        label="Full name"
        autoComplete="name"
        required
        maxLength={120}
        fieldClassName="flex-1"
        error={errors.name?.message}
        {...field('name')}
      />
      <Button type="submit" loading={save.isPending} loadingLabel="Saving name" disabled={!form.formState.isDirty}>
        Save name
      </Button>
    </form>
  );
}

/** Issue 25 §1: the account's name (what brands, creators and e-mails call you). */
export function NameSection() {
  const account = useAccount();
  return (
    <Card>
      <CardHeader title="Name" description="How Amplio and the people you work with address you." />
      <QueryStates query={account} what="your name" loading={['h-11']}>
        {(data) => <NameForm name={data.user.name} />}
      </QueryStates>
    </Card>
  );
}
