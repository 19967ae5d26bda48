import { countBioLetters, CREATOR_LIMITS, GENDERS } from '@amplio/shared/constants/creator-options';
import { latestBirthDateForAge, MINIMUM_CREATOR_AGE } from '@amplio/shared/domain/age';
import { LANGUAGES } from '@amplio/shared/constants/languages';
import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { Input } from '../../../components/ui/input';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { CreatorWizard } from '../hooks/use-creator-wizard';
import { initialsOf } from '../wizard-values';
import { PhotoPicker } from './photo-picker';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: l }));

/** Spec 2 §2.3: photo, @username, gender, date of birth, language, bio with its live letter counter. */
export function StepProfile({ wizard }: { wizard: CreatorWizard }) {
  const { form, field, photo } = wizard;
  const { errors } = form.formState;
  const [firstName, lastName, bio] = form.watch(['firstName', 'lastName', 'bio']);
  const letters = countBioLetters(bio ?? '');
  const enough = letters >= CREATOR_LIMITS.bioMinLetters;
  return (
    <div className="flex flex-col gap-5">
      <PhotoPicker
        photo={photo}
        initials={initialsOf({ firstName, lastName })}
        onChoose={wizard.choosePhoto}
        onFocus={wizard.clearPhotoError}
        progress={wizard.uploadProgress}
        uploading={wizard.saving && wizard.uploadProgress !== null}
      />
      <Input
        label="Username"
        required
        leading="@"
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={CREATOR_LIMITS.usernameMax + 1}
        hint={M.usernameHint}
        error={errors.username?.message}
        {...field('username')}
      />
      <RadioGroup legend="Gender" required options={GENDERS} error={errors.gender?.message} {...field('gender')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Date of birth"
          type="date"
          required
          max={latestBirthDateForAge(MINIMUM_CREATOR_AGE)}
          min="1900-01-01"
          hint={M.dateOfBirthHint}
          error={errors.dateOfBirth?.message}
          {...field('dateOfBirth')}
        />
        <Select label="Preferred language" required options={LANGUAGE_OPTIONS} error={errors.language?.message} {...field('language')} />
      </div>
      <Textarea
        label="Bio"
        required
        rows={5}
        maxLength={CREATOR_LIMITS.bioMax}
        placeholder="Tell brands what you create, who watches it and what makes your content yours."
        hint={
          <span className={cn('tabular', enough && 'font-medium text-success-strong')} data-testid="bio-counter">
            {M.bioCounter(letters)}
          </span>
        }
        error={errors.bio?.message}
        {...field('bio')}
      />
    </div>
  );
}
