import type { Country } from '@amplio/shared/constants/countries';
import { useEffect, useState } from 'react';

/** The country list is large (about 240 entries with dial codes): loaded on demand, so the wizard's first chunk stays small. */
const loadCountries = () => import('@amplio/shared/constants/countries');

let cache: readonly Country[] | null = null;

export interface CountriesState {
  countries: readonly Country[];
  loading: boolean;
  failed: boolean;
}

export function useCountries(): CountriesState {
  const [state, setState] = useState<CountriesState>(() => ({ countries: cache ?? [], loading: cache === null, failed: false }));
  useEffect(() => {
    if (cache) return;
    let live = true;
    loadCountries()
      .then((module) => {
        cache = module.COUNTRIES;
        if (live) setState({ countries: module.COUNTRIES, loading: false, failed: false });
      })
      .catch(() => {
        if (live) setState({ countries: [], loading: false, failed: true });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
