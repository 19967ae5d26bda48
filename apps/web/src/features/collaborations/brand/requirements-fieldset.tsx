import { CREATOR_CATEGORIES } from '@amplio/shared/constants/creator-options';
import { LANGUAGES } from '@amplio/shared/constants/languages';
import { COLLABORATION_MESSAGES, type TCampaignAccess, type TCampaignRequirements } from '@amplio/shared/schemas/collaborations';
import { joinList } from '@amplio/shared/domain/list-join';
import { useId } from 'react';
import { ChoiceFieldset, choiceCardClass } from '../../../components/ui/choice-fieldset';
import { Input } from '../../../components/ui/input';
import { useCountries } from '../../creator-registration/hooks/use-countries';
import { PickList } from './pick-list';

export const REQUIREMENT_FIELDS = ['min_followers', 'categories', 'languages', 'countries'] as const;
export type RequirementField = (typeof REQUIREMENT_FIELDS)[number];
export type RequirementErrors = Partial<Record<RequirementField, string>>;

/** The form's copy of the requirements: the minimum as typed. */
export interface RequirementsDraft {
  minFollowers: string;
  categories: string[];
  languages: string[];
  countries: string[];
}

/** The server's schema caps: ZCampaignRequirements. */
const MAX_LANGUAGES = 20;
const MAX_COUNTRIES = 30;
const MAX_FOLLOWERS = 1_000_000_000;

export const draftOf = (r: TCampaignAccess['requirements']): RequirementsDraft => ({
  minFollowers: r.min_followers === null ? '' : String(r.min_followers),
  categories: [...r.categories],
  languages: [...r.languages],
  countries: [...r.countries],
});

/** The PUT's `requirements`, or the field that is wrong. The server checks everything again. */
export function requirementsOf(
  draft: RequirementsDraft,
): { ok: true; value: TCampaignRequirements } | { ok: false; errors: RequirementErrors } {
  const typed = draft.minFollowers.trim();
  const min = typed === '' ? null : Number(typed);
  if (min !== null && (!Number.isInteger(min) || min < 1 || min > MAX_FOLLOWERS)) {
    return { ok: false, errors: { min_followers: COLLABORATION_MESSAGES.minFollowersInvalid } };
  }
  // The lists hold values from CREATOR_CATEGORIES, LANGUAGES and the country list (or what the server sent).
  return {
    ok: true,
    value: {
      min_followers: min,
      categories: draft.categories,
      languages: draft.languages as TCampaignRequirements['languages'],
      countries: draft.countries,
    },
  };
}

/**
 * The field a 422 key names: `requirements.min_followers`, `requirements.categories.2` (one item of the list) or the
 * bare field; null for anything else.
 */
export function requirementFieldOf(key: string): RequirementField | null {
  const [first, second] = key.split('.');
  const name = first === 'requirements' ? second : first;
  return REQUIREMENT_FIELDS.find((field) => field === name) ?? null;
}

const orList = (items: readonly string[]) => joinList(items, 'or');
const categoryLabel = (value: string) => CREATOR_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** "Only creators with 10,000+ followers, in Fitness & Health, who make content in Hindi, based in India." */
export function requirementsSummary(draft: RequirementsDraft, countryName: (code: string) => string): string | null {
  const min = Number(draft.minFollowers.trim());
  const parts = [
    draft.minFollowers.trim() !== '' && Number.isInteger(min) && min > 0 ? `with ${min.toLocaleString('en-IN')}+ followers` : null,
    draft.categories.length ? `in ${orList(draft.categories.map(categoryLabel))}` : null,
    draft.languages.length ? `who make content in ${orList(draft.languages)}` : null,
    draft.countries.length ? `based in ${orList(draft.countries.map(countryName))}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? `Only creators ${parts.join(', ')}.` : null;
}

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: language }));

interface RequirementsFieldsetProps {
  draft: RequirementsDraft;
  onChange: (draft: RequirementsDraft) => void;
  errors: RequirementErrors;
  disabled: boolean;
}

/** "Who it is for": the followers, categories, languages and countries a creator needs to see and take the campaign. */
export function RequirementsFieldset({ draft, onChange, errors, disabled }: RequirementsFieldsetProps) {
  const summaryId = useId();
  // The country list is large: loaded on demand (codes show until it arrives).
  const countries = useCountries();
  const countryName = (code: string) => countries.countries.find((c) => c.code === code)?.name ?? code;
  const summary = requirementsSummary(draft, countryName);
  const set = (patch: Partial<RequirementsDraft>) => onChange({ ...draft, ...patch });
  const toggleCategory = (value: string, checked: boolean) =>
    set({
      categories: checked
        ? CREATOR_CATEGORIES.map((c) => c.value as string).filter((v) => v === value || draft.categories.includes(v))
        : draft.categories.filter((v) => v !== value),
    });

  return (
    // The rule sits on a wrapper: a fieldset's own border would run through its legend.
    <div className="border-t border-border pt-4">
      <fieldset className="flex min-w-0 flex-col gap-4" aria-describedby={summary ? summaryId : undefined}>
        <legend className="mb-1 text-base font-semibold text-ink">Who it is for</legend>
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-ink-muted">
            Creators who do not meet these do not see the campaign and cannot apply or start. An invitation can go to anyone.
          </p>
          {summary ? (
            <p id={summaryId} className="font-medium text-ink">
              {summary}
            </p>
          ) : null}
        </div>
        <Input
          label="Minimum followers"
          name="min_followers"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_FOLLOWERS}
          step={1}
          placeholder="None"
          hint="On any of the campaign’s platforms."
          value={draft.minFollowers}
          disabled={disabled}
          error={errors.min_followers}
          onChange={(event) => set({ minFollowers: event.target.value })}
          fieldClassName="sm:max-w-60"
        />
        <ChoiceFieldset legend="Categories" hint="Leave all unticked for any category." hintPlacement="before" error={errors.categories}>
          <div className="grid gap-2 sm:grid-cols-2">
            {CREATOR_CATEGORIES.map((category) => (
              <label key={category.value} className={choiceCardClass({ invalid: Boolean(errors.categories), className: 'min-h-11 py-2' })}>
                <input
                  type="checkbox"
                  name="categories"
                  value={category.value}
                  checked={draft.categories.includes(category.value)}
                  disabled={disabled}
                  onChange={(event) => toggleCategory(category.value, event.target.checked)}
                  className="size-[18px] shrink-0 cursor-pointer rounded-[5px] accent-brand focus-visible:outline-none"
                />
                {category.label}
              </label>
            ))}
          </div>
        </ChoiceFieldset>
        <PickList
          label="Languages"
          placeholder="Add a language"
          hint="Creators who make content in any of them. None added: any language."
          options={LANGUAGE_OPTIONS}
          values={draft.languages}
          onChange={(languages) => set({ languages })}
          max={MAX_LANGUAGES}
          error={errors.languages}
          disabled={disabled}
        />
        <PickList
          label="Countries"
          placeholder={countries.loading ? 'Loading countries…' : countries.failed ? 'Countries did not load' : 'Add a country'}
          hint={
            countries.failed
              ? 'The country list did not load: reload the page to add one.'
              : 'Creators based in any of them. None added: anywhere.'
          }
          options={countries.countries.map((c) => ({ value: c.code, label: c.name }))}
          values={draft.countries}
          onChange={(list) => set({ countries: list })}
          labelOf={countryName}
          max={MAX_COUNTRIES}
          error={errors.countries}
          disabled={disabled}
          addDisabled={countries.loading || countries.failed}
        />
      </fieldset>
    </div>
  );
}
