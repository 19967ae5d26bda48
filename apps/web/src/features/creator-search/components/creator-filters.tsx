import { AUDIENCE_SIZES, CONTENT_TYPES, CREATOR_CATEGORIES, GENDERS } from '@amplio/shared/constants/creator-options';
import { LANGUAGES } from '@amplio/shared/constants/languages';
import { SOCIAL_PLATFORMS } from '@amplio/shared/constants/social-platforms';
import type { TCreatorSearchResponse } from '@amplio/shared/schemas/creator-search';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { CREATOR_FILTER_KEYS, type CreatorSearchFilters } from '../hooks/use-creator-search-params';

type Facets = TCreatorSearchResponse['facets'];

/** "Fitness & Health (12)": the count of creators the current search would show with this value. */
function withCounts(options: readonly SelectOption[], facet: Facets[keyof Facets] | undefined): SelectOption[] {
  if (!facet) return [...options];
  const counts = new Map(facet.map((f) => [f.value, f.count]));
  return options.map((o) => ({ ...o, label: `${o.label} (${counts.get(o.value) ?? 0})` }));
}

const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((p) => ({ value: p.key, label: p.label }));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: l }));
const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((c) => ({ value: c.value, label: c.name }));
/** The filters under "More filters", which opens by itself when one of them is set. */
const MORE_FILTERS = [
  'min_avg_views',
  'state',
  'country',
  'content_type',
  'audience_size',
  'gender',
  'min_age',
  'max_age',
  'metrics_source',
  'min_completed',
  'min_on_time_rate',
] as const;
const METRIC_SOURCES = [
  { value: 'self_reported', label: 'Self-reported' },
  { value: 'verified', label: 'Verified by the platform' },
];

export interface CreatorFiltersProps {
  filters: CreatorSearchFilters;
  facets: Facets | undefined;
  campaigns: readonly SelectOption[];
  onApply: (filters: CreatorSearchFilters) => void;
  onClear: () => void;
}

/**
 * Every filter of issue 23 §1 in one form: Apply sends them all to the address at once (one history entry), so Back
 * returns to the search before. The form's fields start from the address and reset with it (the page keys it).
 */
export function CreatorFilters({ filters, facets, campaigns, onApply, onClear }: CreatorFiltersProps) {
  // The price range shows once a campaign is chosen: a price exists only on one.
  const [campaignId, setCampaignId] = useState(filters.campaign_id ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: CreatorSearchFilters = { q: filters.q, sort: filters.sort };
    for (const key of CREATOR_FILTER_KEYS) {
      const value = data.get(key);
      if (typeof value === 'string' && value.trim()) next[key] = value.trim();
    }
    onApply(next);
  };
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  const percent = { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 0.01 } as const;
  return (
    <form onSubmit={submit} aria-label="Filters" className="flex flex-col gap-4">
      <Select
        name="campaign_id"
        label="Price for campaign"
        hint="Shows each creator's price on it, and leaves out creators already working on it."
        placeholder="No campaign"
        options={campaigns}
        value={campaignId}
        onChange={(event) => setCampaignId(event.target.value)}
      />
      {campaignId ? (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">Price on this campaign</legend>
          <Input name="min_price" label="Price from" leading="₹" {...number} defaultValue={filters.min_price} />
          <Input name="max_price" label="Price to" leading="₹" {...number} defaultValue={filters.max_price} />
        </fieldset>
      ) : null}
      <Select
        name="platform"
        label="Platform"
        placeholder="Any platform"
        options={withCounts(PLATFORM_OPTIONS, facets?.platform)}
        defaultValue={filters.platform ?? ''}
      />
      <div className="grid grid-cols-2 gap-3">
        <Input name="min_followers" label="Followers from" {...number} defaultValue={filters.min_followers} />
        <Input name="max_followers" label="Followers to" {...number} defaultValue={filters.max_followers} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Input name="min_engagement" label="Engagement from" trailing="%" {...percent} defaultValue={filters.min_engagement} />
        <Input name="max_engagement" label="Engagement to" trailing="%" {...percent} defaultValue={filters.max_engagement} />
      </div>
      <Select
        name="category"
        label="Category"
        placeholder="Any category"
        options={withCounts(CREATOR_CATEGORIES, facets?.category)}
        defaultValue={filters.category ?? ''}
      />
      <Select
        name="language"
        label="Language"
        placeholder="Any language"
        options={withCounts(LANGUAGE_OPTIONS, facets?.language)}
        defaultValue={filters.language ?? ''}
      />
      <Input name="city" label="City" maxLength={100} defaultValue={filters.city} />
      <details open={MORE_FILTERS.some((key) => filters[key] !== undefined)}>
        <summary className="cursor-pointer rounded-control py-1 text-sm font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          More filters
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <Input name="min_avg_views" label="Average views from" {...number} defaultValue={filters.min_avg_views} />
          <Input name="state" label="State" maxLength={100} defaultValue={filters.state} />
          <Input name="country" label="Country code" placeholder="IN" maxLength={100} defaultValue={filters.country} />
          <Select
            name="content_type"
            label="Content type"
            placeholder="Any type"
            options={CONTENT_TYPE_OPTIONS}
            defaultValue={filters.content_type ?? ''}
          />
          <Select
            name="audience_size"
            label="Audience size"
            placeholder="Any size"
            options={AUDIENCE_SIZES}
            defaultValue={filters.audience_size ?? ''}
          />
          <Select name="gender" label="Gender" placeholder="Any gender" options={GENDERS} defaultValue={filters.gender ?? ''} />
          <div className="grid grid-cols-2 gap-3">
            <Input name="min_age" label="Age from" type="number" inputMode="numeric" min={13} max={100} defaultValue={filters.min_age} />
            <Input name="max_age" label="Age to" type="number" inputMode="numeric" min={13} max={100} defaultValue={filters.max_age} />
          </div>
          <Select
            name="metrics_source"
            label="Numbers"
            placeholder="Any source"
            options={METRIC_SOURCES}
            defaultValue={filters.metrics_source ?? ''}
          />
          <Input name="min_completed" label="Completed collaborations, at least" {...number} defaultValue={filters.min_completed} />
          <Input name="min_on_time_rate" label="On time, at least" trailing="%" {...percent} defaultValue={filters.min_on_time_rate} />
        </div>
      </details>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          Apply filters
        </Button>
        <Button type="button" variant="secondary" onClick={onClear}>
          Clear all
        </Button>
      </div>
    </form>
  );
}
