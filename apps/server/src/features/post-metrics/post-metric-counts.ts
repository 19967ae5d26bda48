import { POST_METRIC_FIELDS, POST_METRIC_MAX_COUNT, type PostMetricField } from '@amplio/shared/constants/post-metrics';
import { POST_METRIC_MESSAGES as M } from '@amplio/shared/schemas/post-metrics';
import { ValidationAppError } from '../../lib/errors';

export type PostMetricCounts = Record<Exclude<PostMetricField, 'reach'>, number> & { reach: number | null };

/** Digits only, no sign, no decimal point, no exponent: "1e3", "-1", "1.5" and " " are refused. */
const WHOLE = /^\d+$/;

/**
 * The counts of a multipart form, as text: each a whole number from 0 to POST_METRIC_MAX_COUNT; `reach` may be left
 * out or empty. A repeated field counts as invalid. Every wrong field is named at once (422).
 */
export function parseCounts(fields: Record<string, string | string[]>): PostMetricCounts {
  const errors: Record<string, string[]> = {};
  const values: Partial<Record<PostMetricField, number | null>> = {};
  for (const field of POST_METRIC_FIELDS) {
    const raw = fields[field];
    const text = typeof raw === 'string' ? raw.trim() : raw === undefined ? '' : null;
    if (text === '') {
      if (field === 'reach') values.reach = null;
      else errors[field] = [M.countRequired(field)];
    } else if (text === null || !WHOLE.test(text)) {
      errors[field] = [M.countInvalid(field)];
    } else {
      const digits = text.replace(/^0+(?=\d)/, '');
      // Compared as text first: a 10 MB string of digits is never turned into a number.
      if (digits.length > String(POST_METRIC_MAX_COUNT).length || Number(digits) > POST_METRIC_MAX_COUNT)
        errors[field] = [M.countTooLarge(field)];
      else values[field] = Number(digits);
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationAppError(errors);
  return values as PostMetricCounts;
}
