import { postalCodeMaxLength, postalCodePlaceholder } from '@amplio/shared/constants/phone-and-postal-codes';
import { stateSuggestionsFor } from '@amplio/shared/constants/state-suggestions';
import { TIMEZONES } from '@amplio/shared/constants/timezones';
import { useEffect, useId, useMemo } from 'react';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { CreatorWizard } from '../hooks/use-creator-wizard';
import { useCountries } from '../hooks/use-countries';
import { browserTimezone, suggestTimezone, timezoneFitsCountry } from '../timezone-suggestion';
import { fullNameOf } from '../wizard-values';

/** Spec 2 §2.5: the read-only full name, the address, the country (which sets the dial code) and the timezone. */
export function StepAddress({ wizard }: { wizard: CreatorWizard }) {
  const { form, field } = wizard;
  const { errors } = form.formState;
  const { countries, loading, failed } = useCountries();
  const [firstName, lastName, country] = form.watch(['firstName', 'lastName', 'country']);
  const countryOptions = useMemo(() => countries.map((c) => ({ value: c.code, label: c.name })), [countries]);
  const suggestions = stateSuggestionsFor(country ?? '');
  const listId = useId();
  const countryField = field('country');
  // The select had no options while the list loaded; put the kept country back into it once they are there.
  useEffect(() => {
    if (!loading) form.setValue('country', form.getValues('country'));
  }, [loading, form]);
  return (
    <div className="flex flex-col gap-5">
      <Input
        label="Full name"
        value={fullNameOf({ firstName, lastName })}
        readOnly
        className="bg-surface-muted text-ink-muted"
        hint="From step 1."
      />
      <Input label="Address line 1" required autoComplete="address-line1" error={errors.address1?.message} {...field('address1')} />
      <Input label="Address line 2" hint="Optional" autoComplete="address-line2" error={errors.address2?.message} {...field('address2')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Country"
          required
          disabled={loading}
          placeholder={loading ? 'Loading countries...' : 'Select your country'}
          options={countryOptions}
          autoComplete="country"
          hint={failed ? 'The country list did not load. Refresh the page to try again.' : undefined}
          error={errors.country?.message}
          {...countryField}
          onChange={async (event) => {
            await countryField.onChange(event);
            // Spec 2 §3.2: choosing a country sets the dial code of the mobile number.
            const chosen = event.target.value;
            const dial = countries.find((c) => c.code === chosen)?.dialCode;
            if (dial) form.setValue('countryCode', dial);
            // A country with one zone (or the browser's own zone, when it is one of the country's) fills the timezone.
            const current = form.getValues('timezone');
            const suggested = suggestTimezone(chosen, browserTimezone());
            if (suggested && !timezoneFitsCountry(chosen, current)) {
              form.setValue('timezone', suggested, { shouldValidate: Boolean(errors.timezone) });
            }
          }}
        />
        <div className="flex flex-col">
          <Input
            label="State / province"
            required
            disabled={!country}
            placeholder={country ? (suggestions.length ? 'Start typing to pick' : '') : 'Choose a country first'}
            list={suggestions.length ? listId : undefined}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...field('state')}
          />
          {suggestions.length ? (
            <datalist id={listId}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          ) : null}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="City" required autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <Input
          label="ZIP / postal code"
          required
          autoComplete="postal-code"
          maxLength={postalCodeMaxLength(country ?? '')}
          placeholder={postalCodePlaceholder(country ?? '')}
          error={errors.postalCode?.message}
          {...field('postalCode')}
        />
      </div>
      <Select
        label="Timezone"
        required
        placeholder="Select your timezone"
        options={TIMEZONES}
        error={errors.timezone?.message}
        {...field('timezone')}
      />
    </div>
  );
}
