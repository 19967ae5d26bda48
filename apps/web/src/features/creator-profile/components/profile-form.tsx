import { CONTENT_TYPES, CREATOR_CATEGORIES, CREATOR_LIMITS, countBioLetters } from '@amplio/shared/constants/creator-options';
import { TIMEZONES } from '@amplio/shared/constants/timezones';
import {
  type TCreatorProfile,
  type TUpdateCreatorProfileRequest,
  ZUpdateCreatorProfileRequest,
} from '@amplio/shared/schemas/creator-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Input } from '../../../components/ui/input';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, focusFirstError, registerClearing } from '../../../lib/form-errors';
import { type CountriesState, useCountries } from '../../creator-registration/hooks/use-countries';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUpdateCreatorProfile } from '../api/update-creator-profile';

type ProfileFormValues = {
  [K in keyof Required<TUpdateCreatorProfileRequest>]: K extends 'selected_categories' ? string[] : string;
};
const FIELDS = Object.keys(ZUpdateCreatorProfileRequest.shape);

const toValues = (p: TCreatorProfile): ProfileFormValues => ({
  first_name: p.first_name,
  last_name: p.last_name,
  username: p.username,
  bio: p.bio,
  address1: p.address1,
  address2: p.address2 ?? '',
  country: p.country,
  state: p.state,
  city: p.city,
  postal_code: p.postal_code,
  timezone: p.timezone,
  selected_categories: p.selected_categories,
  content_type: p.content_type,
});

const CATEGORY_OPTIONS = CREATOR_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));
const CONTENT_OPTIONS = CONTENT_TYPES.map((c) => ({ value: c.value, label: c.name }));
const CONTENT_HINT = CONTENT_TYPES.map((c) => `${c.name}: ${c.description.toLowerCase()}`).join(' · ');

/** What registration collected (spec 2 §2.3 to §2.6), with registration's rules and messages. */
export function ProfileForm({ profile }: { profile: TCreatorProfile }) {
  const countries = useCountries();
  // The country select needs its options before the form sets its value.
  if (countries.loading) return <Skeleton className="h-96 w-full" />;
  return <ProfileFormFields profile={profile} countries={countries.countries} />;
}

function ProfileFormFields({ profile, countries }: { profile: TCreatorProfile; countries: CountriesState['countries'] }) {
  const form = useForm<ProfileFormValues>({
    defaultValues: toValues(profile),
    resolver: zodResolver(ZUpdateCreatorProfileRequest as never) as unknown as Resolver<ProfileFormValues>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const save = useUpdateCreatorProfile();
  const bio = useWatch({ control: form.control, name: 'bio' });
  const { errors, isDirty } = form.formState;

  const saveProfile = useSingleFlight(async () => {
    try {
      const response = await save.mutateAsync(form.getValues());
      form.reset(toValues(response.data));
      notify.success(response.message);
    } catch (error) {
      if (applyServerErrors(error, form, {}, FIELDS)) return;
      notify.error(isApiError(error) ? error.message : 'Your profile could not be saved. Please try again.');
    }
  });
  const onSubmit = form.handleSubmit(saveProfile, (invalid) => requestAnimationFrame(() => focusFirstError(Object.keys(invalid))));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Your profile details">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="First name" required autoComplete="given-name" error={errors.first_name?.message} {...field('first_name')} />
        <Input label="Last name" required autoComplete="family-name" error={errors.last_name?.message} {...field('last_name')} />
        <Input
          label="Username"
          required
          leading="@"
          autoComplete="username"
          hint="This will be your unique identifier on our platform"
          error={errors.username?.message}
          fieldClassName="sm:col-span-2"
          {...field('username')}
        />
        <Textarea
          label="Bio"
          required
          rows={4}
          maxLength={CREATOR_LIMITS.bioMax}
          hint={`${countBioLetters(bio ?? '')} letters (minimum ${CREATOR_LIMITS.bioMinLetters})`}
          error={errors.bio?.message}
          fieldClassName="sm:col-span-2"
          {...field('bio')}
        />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-ink">Address</legend>
        <Input
          label="Address line 1"
          required
          autoComplete="address-line1"
          error={errors.address1?.message}
          fieldClassName="sm:col-span-2"
          {...field('address1')}
        />
        <Input
          label="Address line 2"
          autoComplete="address-line2"
          error={errors.address2?.message}
          fieldClassName="sm:col-span-2"
          {...field('address2')}
        />
        <Select
          label="Country"
          required
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          placeholder="Select your country"
          error={errors.country?.message}
          {...field('country')}
        />
        <Input label="State/province" required autoComplete="address-level1" error={errors.state?.message} {...field('state')} />
        <Input label="City" required autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <Input label="ZIP/postal code" required autoComplete="postal-code" error={errors.postal_code?.message} {...field('postal_code')} />
        <Select
          label="Timezone"
          required
          options={TIMEZONES}
          placeholder="Select your timezone"
          error={errors.timezone?.message}
          fieldClassName="sm:col-span-2"
          {...field('timezone')}
        />
      </fieldset>

      <CheckboxGroup
        legend="Content categories"
        required
        options={CATEGORY_OPTIONS}
        error={errors.selected_categories?.message}
        columns={3}
        {...field('selected_categories')}
      />
      <RadioGroup
        legend="Primary content type"
        required
        hint={CONTENT_HINT}
        options={CONTENT_OPTIONS}
        error={errors.content_type?.message}
        {...field('content_type')}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          loading={save.isPending}
          loadingLabel="Saving"
          leadingIcon={<Save className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Save profile
        </Button>
        {isDirty ? <span className="text-sm text-ink-muted">You have changes that are not saved yet.</span> : null}
      </div>
    </form>
  );
}
