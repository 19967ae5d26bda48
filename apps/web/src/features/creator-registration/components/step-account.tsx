import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { phoneInputMaxLength, phonePlaceholder } from '@amplio/shared/constants/phone-and-postal-codes';
import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { controlStyles, describedBy, Field, useFieldIds } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { cn } from '../../../lib/cn';
import { dialCodeOptions } from '../dial-codes';
import type { CreatorWizard } from '../hooks/use-creator-wizard';
import { useCountries } from '../hooks/use-countries';

/** Spec 2 §2.2: names, mobile number with its dial code, e-mail, password with strength meter, confirmation. */
export function StepAccount({ wizard }: { wizard: CreatorWizard }) {
  const { form, field, passwordOnFile } = wizard;
  const { errors } = form.formState;
  const password = form.watch('password');
  const dialCode = form.watch('countryCode');
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="First name" required autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
        <Input label="Last name" required autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
      </div>
      <PhoneField wizard={wizard} dialCode={dialCode} />
      <Input
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...field('email')}
      />
      <PasswordInput
        label="Password"
        required={!passwordOnFile}
        autoComplete="new-password"
        hint={passwordOnFile ? M.passwordKept : undefined}
        strength={password}
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordInput
        label="Confirm password"
        required={!passwordOnFile}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
    </div>
  );
}

/** The dial-code select shows just '+91' in the box and 'India (+91)' in the list, so it stays narrow on phones. */
function PhoneField({ wizard, dialCode }: { wizard: CreatorWizard; dialCode: string }) {
  const { form, field } = wizard;
  const { countries, loading } = useCountries();
  const options = useMemo(() => dialCodeOptions(countries), [countries]);
  const ids = useFieldIds();
  const error = form.formState.errors.phoneNumber?.message ?? form.formState.errors.countryCode?.message;
  const dial = field('countryCode');
  // The options change once the list loads; keep the chosen code selected.
  useEffect(() => {
    if (!loading) form.setValue('countryCode', form.getValues('countryCode'));
  }, [loading, form]);
  return (
    <Field ids={ids} label="Mobile number" required error={error}>
      <div className="flex gap-2">
        <div className="relative w-28 shrink-0">
          <select
            aria-label="Country dialling code"
            disabled={loading}
            className={cn(controlStyles(false), 'cursor-pointer appearance-none pr-8 text-transparent [&>option]:text-ink')}
            {...dial}
          >
            {/* Until the list arrives, the current code is the only choice. */}
            {loading || !options.some((o) => o.value === dialCode) ? <option value={dialCode}>{dialCode}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <span aria-hidden="true" className="tabular pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-base text-ink">
            {dialCode}
          </span>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-muted"
            strokeWidth={1.75}
            aria-hidden="true"
          />
        </div>
        <input
          id={ids.controlId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { error })}
          maxLength={phoneInputMaxLength(dialCode)}
          placeholder={phonePlaceholder(dialCode)}
          className={cn(controlStyles(Boolean(error)), 'tabular min-w-0 flex-1')}
          {...field('phoneNumber')}
        />
      </div>
    </Field>
  );
}
