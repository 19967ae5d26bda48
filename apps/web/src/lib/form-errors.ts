import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { type ApiError, isApiError } from './api-client';

export interface MappedServerErrors {
  /** [client field, first message], in the order the server listed them. */
  fields: [string, string][];
  /** First messages of keys that match no form field (e.g. `step`), for a banner. */
  other: string[];
}

/**
 * A 422's `{errors: {server_key: [msg]}}` onto form fields through a key map (snake_case server names to the form's
 * names). Keys the map does not know are kept as they are when `knownFields` lists them, otherwise reported apart.
 */
export function mapServerErrors(
  errors: Record<string, readonly string[] | string>,
  keyMap: Readonly<Record<string, string>>,
  knownFields: readonly string[] = [],
): MappedServerErrors {
  const result: MappedServerErrors = { fields: [], other: [] };
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message !== 'string' || !message) continue;
    // "objectives.0" and "objectives[]" belong to "objectives".
    const base = key.replace(/\[\]$/, '').replace(/\.\d+$/, '');
    const field = keyMap[base] ?? (knownFields.includes(base) ? base : undefined);
    if (!field) {
      result.other.push(message);
      continue;
    }
    if (seen.has(field)) continue;
    seen.add(field);
    result.fields.push([field, message]);
  }
  return result;
}

/** True while focusFirstError moves focus, so the focus does not clear the very error it is showing. */
let focusingAnError = false;

/** For hand-written onFocus handlers: true while the page (not the visitor) focuses a field to show its error. */
export const isFocusingAnError = () => focusingAnError;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls to and focuses whichever of the named fields comes first on the page (spec: "the page scrolls to and
 * focuses the first field with an error"). Returns the element, or null when none is on screen.
 */
export function focusFirstError(names: readonly string[], root: ParentNode = document): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const name of names) {
    const el = root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"], [data-field="${CSS.escape(name)}"]`);
    if (!el) continue;
    if (!first || first.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) first = el;
  }
  if (!first) return null;
  first.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  focusingAnError = true;
  try {
    first.focus({ preventScroll: true });
  } finally {
    focusingAnError = false;
  }
  return first;
}

/**
 * Puts a 422 from the server on the form's fields and moves to the first one. Returns the messages that fit no
 * field (show them in a banner), or null when the error was not a 422 with field errors.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError'>,
  keyMap: Readonly<Record<string, string>>,
  knownFields: readonly string[] = [],
): { applied: string[]; other: string[] } | null {
  if (!isApiError(error) || error.status !== 422 || Object.keys((error as ApiError).errors).length === 0) return null;
  const mapped = mapServerErrors(error.errors, keyMap, knownFields);
  for (const [field, message] of mapped.fields) form.setError(field as FieldPath<T>, { type: 'server', message });
  const applied = mapped.fields.map(([field]) => field);
  // Wait one frame so the error text is rendered before scrolling.
  requestAnimationFrame(() => focusFirstError(applied));
  return { applied, other: mapped.other };
}

/**
 * `register` that also clears the field's error when it is edited or focused (spec 1 §5, spec 2 §2.1). Use with
 * `mode: 'onSubmit'` and `reValidateMode: 'onSubmit'`, so errors come only from a submit and leave on edit.
 */
export function registerClearing<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'clearErrors' | 'getFieldState'>) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const registered = form.register(name, options);
    const clear = () => {
      if (form.getFieldState(name).error) form.clearErrors(name);
    };
    return {
      ...registered,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        clear();
        return registered.onChange(event);
      },
      // A focus the visitor makes clears the error; the one focusFirstError makes to show it does not.
      onFocus: () => {
        if (!focusingAnError) clear();
      },
    };
  };
}
