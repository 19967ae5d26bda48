import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { notify } from '../components/ui/toaster';
import { applyServerErrors, focusFirstError, registerClearing } from './form-errors';

/**
 * A form whose errors come from a submit and leave on edit (spec 1 §5): the schema's errors and the server's 422 go
 * on the fields, the page moves to the first one, and any other failure is a toast saying `failure(error)`. `save`
 * sends the values and does what success means (reset, a toast). Focus moves by focusFirstError only: the form's own
 * focus would count as the visitor's and clear the error it shows.
 */
export function useSettingsForm<TValues extends FieldValues, TSent = TValues>(input: {
  schema: ZodType;
  defaultValues: DefaultValues<TValues>;
  fields: readonly string[];
  save: (values: TSent) => Promise<unknown>;
  failure: (error: unknown) => string;
}) {
  const form = useForm<TValues, unknown, TSent>({
    resolver: zodResolver(input.schema as never) as never,
    defaultValues: input.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await input.save(values);
      } catch (error) {
        const shown = applyServerErrors(error, form, {}, input.fields);
        if (!shown || shown.applied.length === 0) notify.error(input.failure(error));
      }
    },
    (invalid) => requestAnimationFrame(() => focusFirstError(Object.keys(invalid))),
  );
  return { form, field: registerClearing(form), errors: form.formState.errors, submit };
}
