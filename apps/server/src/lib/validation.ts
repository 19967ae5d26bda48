import type { z } from 'zod';
import { ValidationAppError } from './errors';

/**
 * Parses with a shared schema; failures become the spec's 422 {message, errors: {field: [messages]}}. A field is the
 * issue's top-level key, or with `nested` its whole path in dots (`items.3.url`), for bodies that hold lists of objects.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, options: { nested?: boolean } = {}): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = (options.nested ? issue.path.map(String).join('.') : String(issue.path[0] ?? '')) || '_body';
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  throw new ValidationAppError(errors);
}
