import { z } from 'zod';
import { emptyToUndefined } from './form-coercion';
import { ZPageNumber } from './campaigns';

/** A query value: blank text means "not given". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : emptyToUndefined(v));

/** A whole number from the query string ('' means not given); anything else is left for the schema to refuse. */
export const queryInteger = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
};

/** `page` of a paged list: 1 when absent. */
export const ZPageParam = z.preprocess(queryInteger, ZPageNumber);

/** `per_page` of a paged list: `fallback` when absent, 1 to `max`. */
export const perPageParam = (fallback: number, max: number) =>
  z.preprocess(
    queryInteger,
    z
      .number({ error: `Per page must be a whole number from 1 to ${max}` })
      .int(`Per page must be a whole number from 1 to ${max}`)
      .min(1, `Per page must be a whole number from 1 to ${max}`)
      .max(max, `Per page must be a whole number from 1 to ${max}`)
      .default(fallback),
  );
