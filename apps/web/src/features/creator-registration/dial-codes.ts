import type { Country } from '@amplio/shared/constants/countries';

/** For dial codes several countries share, the country the option is named after. */
const NAMED_AFTER: Record<string, string> = {
  '+1': 'US',
  '+7': 'RU',
  '+44': 'GB',
  '+61': 'AU',
  '+64': 'NZ',
  '+212': 'MA',
  '+262': 'RE',
  '+358': 'FI',
  '+590': 'GP',
};

export interface DialCodeOption {
  value: string;
  label: string;
}

/** One option per dial code, "India (+91)", sorted by country name so typing a name finds it. */
export function dialCodeOptions(countries: readonly Country[]): DialCodeOption[] {
  const byCode = new Map<string, Country>();
  for (const country of countries) {
    const current = byCode.get(country.dialCode);
    if (!current || NAMED_AFTER[country.dialCode] === country.code) byCode.set(country.dialCode, country);
  }
  return [...byCode.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((c) => ({ value: c.dialCode, label: `${c.name} (${c.dialCode})` }));
}
