import { AUDIENCE_SIZES, GENDERS } from '@amplio/shared/constants/creator-options';
import { LANGUAGES } from '@amplio/shared/constants/languages';
import { CREATOR_REGISTRATION_MESSAGES as R } from '@amplio/shared/schemas/creator-registration-messages';
import {
  type TCreatorProfile,
  type TUpdateCreatorDetailsRequest,
  ZUpdateCreatorDetailsRequest,
} from '@amplio/shared/schemas/creator-profile';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useCreatorProfile } from '../api/get-creator-profile';
import { useUpdateCreatorDetails } from '../api/update-creator-details';

type Values = {
  country_code: string;
  phone_number: string;
  gender: string;
  date_of_birth: string;
  language: string;
  audience_size: string;
  pan: string;
};
const FIELDS = ['country_code', 'phone_number', 'gender', 'date_of_birth', 'language', 'audience_size', 'pan'];
const valuesOf = (p: TCreatorProfile): Values => ({
  country_code: p.country_code,
  phone_number: p.phone_number,
  gender: p.gender,
  date_of_birth: p.date_of_birth,
  language: p.language,
  audience_size: p.audience_size,
  pan: p.pan ?? '',
});

function DetailsForm({ profile }: { profile: TCreatorProfile }) {
  const save = useUpdateCreatorDetails();
  const { form, field, errors, submit } = useSettingsForm<Values, TUpdateCreatorDetailsRequest>({
    schema: ZUpdateCreatorDetailsRequest,
    defaultValues: valuesOf(profile),
    fields: FIELDS,
    failure: (error) => (isApiError(error) ? error.message : 'Your details could not be saved. Try again.'),
    save: async (values) => {
      const answer = await save.mutateAsync(values);
      form.reset(valuesOf(answer.data));
      notify.success(answer.message);
    },
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-form flex-col gap-4" aria-label="Personal details">
      <div className="grid gap-4 sm:grid-cols-[7rem_1fr]">
        <Input
          label="Dial code"
          required
          autoComplete="tel-country-code"
          maxLength={5}
          error={errors.country_code?.message}
          {...field('country_code')}
        />
        <Input
          label="Phone number"
          required
          type="tel"
          autoComplete="tel-national"
          error={errors.phone_number?.message}
          {...field('phone_number')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Gender"
          required
          options={GENDERS.map((g) => ({ value: g.value, label: g.label }))}
          error={errors.gender?.message}
          {...field('gender')}
        />
        <Input
          label="Date of birth"
          required
          type="date"
          hint={R.dateOfBirthHint}
          error={errors.date_of_birth?.message}
          {...field('date_of_birth')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Preferred language"
          required
          options={LANGUAGES.map((l) => ({ value: l, label: l }))}
          error={errors.language?.message}
          {...field('language')}
        />
        <Select
          label="Audience size"
          required
          options={AUDIENCE_SIZES.map((a) => ({ value: a.value, label: a.label }))}
          error={errors.audience_size?.message}
          {...field('audience_size')}
        />
      </div>
      <Input
        label="PAN"
        maxLength={12}
        autoComplete="off"
        spellCheck={false}
        placeholder="ABCDE1234F"
        className="font-mono uppercase placeholder:font-sans"
        hint="Optional. Shown on your statements; brands never see it."
        error={errors.pan?.message}
        {...field('pan')}
      />
      <div>
        <Button type="submit" loading={save.isPending} loadingLabel="Saving" disabled={!form.formState.isDirty}>
          Save details
        </Button>
      </div>
    </form>
  );
}

/** Issue 25 §1: phone, gender, date of birth, language, audience size and PAN, with registration's rules. */
export function CreatorDetailsSection() {
  const profile = useCreatorProfile();
  return (
    <Card>
      <CardHeader
        title="Personal details"
        description="What you told us when you joined. Brands see only your language and audience size."
      />
      <QueryStates query={profile} what="your details" loading={['h-11', 'h-11', 'h-11', 'h-11']}>
        {(data) => <DetailsForm profile={data} />}
      </QueryStates>
    </Card>
  );
}
