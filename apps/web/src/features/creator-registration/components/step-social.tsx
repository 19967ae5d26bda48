import { SOCIAL_PLATFORMS, type SocialPlatform } from '@amplio/shared/constants/social-platforms';
import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { PLATFORM_ICONS } from '../../../components/platform-icons';
import { Alert } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { CreatorWizard } from '../hooks/use-creator-wizard';
import type { CreatorWizardValues } from '../wizard-values';

/** 'youtubeSubscribers' → 'Subscribers'. */
const rangeNoun = (p: SocialPlatform) => {
  const noun = (p.rangeField ?? '').replace(/^[a-z]+(?=[A-Z])/, '');
  return p.key === 'website' ? 'Monthly visitors' : noun;
};

const PRIMARY = SOCIAL_PLATFORMS.filter((p) => p.primary);
const EXTRA = SOCIAL_PLATFORMS.filter((p) => !p.primary);

/** Spec 2 §2.4: one row per platform with the link (or handle) and the audience range; Amazon has no range. */
export function StepSocial({ wizard }: { wizard: CreatorWizard }) {
  const { form } = wizard;
  const generalError = form.formState.errors.socialMedia?.message;
  const extraFilled = EXTRA.some((p) => form.getValues(p.key as FieldPath<CreatorWizardValues>));
  const [showExtra, setShowExtra] = useState(extraFilled);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-[15px] text-ink-muted">{M.socialRequired}</p>
      {generalError ? (
        <div data-field="socialMedia" tabIndex={-1} className="rounded-control focus-visible:outline-none">
          <Alert tone="danger" title={generalError} />
        </div>
      ) : null}
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border">
        {PRIMARY.map((p) => (
          <PlatformRow key={p.key} platform={p} wizard={wizard} />
        ))}
        {showExtra ? EXTRA.map((p) => <PlatformRow key={p.key} platform={p} wizard={wizard} />) : null}
      </ul>
      {showExtra ? null : (
        <button
          type="button"
          onClick={() => setShowExtra(true)}
          className="inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-semibold text-brand hover:text-brand-hover hover:underline"
        >
          <ChevronDown className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Add {EXTRA.map((p) => p.label).join(' or ')}
        </button>
      )}
    </div>
  );
}

function PlatformRow({ platform: p, wizard }: { platform: SocialPlatform; wizard: CreatorWizard }) {
  const { form, field } = wizard;
  const { errors } = form.formState;
  const Icon = PLATFORM_ICONS[p.key];
  const linkError = errors[p.key]?.message;
  const rangeField = p.rangeField as FieldPath<CreatorWizardValues> | null;
  const link = field(p.key as FieldPath<CreatorWizardValues>);
  const rangeError = rangeField ? (errors[rangeField as keyof typeof errors] as { message?: string } | undefined)?.message : undefined;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4">
      <span
        aria-hidden="true"
        className="hidden size-11 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand sm:inline-flex"
      >
        <Icon className="size-5" strokeWidth={1.75} />
      </span>
      <Input
        label={
          <span className="inline-flex items-center gap-1.5">
            <Icon className="size-4 text-brand sm:hidden" strokeWidth={1.75} aria-hidden="true" />
            {p.label}
          </span>
        }
        placeholder={p.placeholder}
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        error={linkError}
        fieldClassName="min-w-0 flex-1"
        {...link}
        onChange={(event) => {
          // The range's "select your range" error belongs to the link: emptied or changed, it goes too.
          if (rangeField && rangeError) form.clearErrors(rangeField);
          return link.onChange(event);
        }}
      />
      {rangeField ? (
        <Select
          label={
            <>
              <span className="sr-only">{p.label} </span>
              {rangeNoun(p)}
            </>
          }
          placeholder="Select range"
          options={p.rangeOptions}
          error={rangeError}
          fieldClassName="sm:w-44"
          {...field(rangeField)}
        />
      ) : (
        <p className="text-sm text-ink-muted sm:w-44 sm:pt-8">No audience range for storefronts.</p>
      )}
    </li>
  );
}
