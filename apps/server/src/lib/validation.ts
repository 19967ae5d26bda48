import type { z } from 'zod';
import { ValidationAppError } from './errors';

/** Parses with a shared schema; failures become the spec's 422 {message, errors: {field: [messages]}}. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_body');
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  throw new ValidationAppError(errors);
}
