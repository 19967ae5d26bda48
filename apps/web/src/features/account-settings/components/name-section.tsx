import { type TUpdateNameRequest, ZUpdateNameRequest } from '@amplio/shared/schemas/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { applyServerErrors, focusFirstError, registerClearing } from '../../../lib/form-errors';
import { useAccount } from '../api/get-account';
import { useUpdateName } from '../api/update-name';
import { errorText } from '../settings-errors';

const FIELDS = ['name'];

function NameForm({ name }: { name: string }) {
  const save = useUpdateName();
  const form = useForm<TUpdateNameRequest>({
    resolver: zodResolver(ZUpdateNameRequest),
    defaultValues: { name },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus moves by focusFirstError: RHF's own focus would count as the visitor's and clear the error it shows.
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await save.mutateAsync(values);
        form.reset({ name: answer.user.name });
        notify.success(answer.message);
      } catch (error) {
        const shown = applyServerErrors(error, form, {}, FIELDS);
        if (!shown || shown.applied.length === 0) notify.error(errorText(error));
      }
    },
    (invalid) => requestAnimationFrame(() => focusFirstError(Object.keys(invalid))),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <Input
        label="Full name"
        autoComplete="name"
        required
        maxLength={120}
        fieldClassName="flex-1"
        error={form.formState.errors.name?.message}
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
