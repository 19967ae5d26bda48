import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstError, registerClearing } from '../../../lib/form-errors';

/**
 * The one text field a payout dialog asks for (the UTR, the reason), checked by the server's own schema on submit.
 * Its error shows under it until it is edited; the field is where the dialog's focus starts.
 */
export function usePayoutFieldForm<TName extends string, TElement extends HTMLElement>(
  schema: z.ZodType<Record<TName, string>, Record<TName, string>>,
  name: TName,
) {
  type Values = Record<TName, string>;
  const inputRef = useRef<TElement | null>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { [name]: '' } as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focusing the field would clear its error (registerClearing); focusFirstError moves there without clearing it.
    shouldFocusError: false,
  });
  const path = name as unknown as Path<Values>;
  const { ref, ...registered } = registerClearing(form)(path);
  const field = {
    ...registered,
    ref: (element: TElement | null) => {
      ref(element);
      inputRef.current = element;
    },
  };

  /** Puts the server's message for this field under it and moves there; false when the server named no such field. */
  const showFieldErrors = (fields: Record<string, string>) => {
    const message = fields[name];
    if (!message) return false;
    form.setError(path, { type: 'server', message });
    focusFirstError([name]);
    return true;
  };

  /** Validates, then hands the parsed value to `send`; an invalid value gets its message and the focus instead. */
  const submitWith = (send: (value: string) => Promise<void>) =>
    form.handleSubmit(
      (values) => send(values[name]),
      (invalid) => focusFirstError(Object.keys(invalid)),
    );

  return { form, field, inputRef, error: form.formState.errors[name]?.message as string | undefined, showFieldErrors, submitWith };
}
