/** Multipart and JSON clients send booleans, lists and blanks in many shapes; these turn each into one. */
export const asBoolean = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on';
/** A list from `name[]` parts, a single value, or nothing; the empty entry a client sends for an empty list is dropped. */
export const asList = (v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : [v]);
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A refinement that reports a mismatched confirmation on its own field, even when other fields fail. */
export const matchPasswords = (confirmKey: string, message: string) =>
  [(v: Record<string, unknown>) => !v[confirmKey] || v.password === v[confirmKey], { message, path: [confirmKey], when: () => true }] as [
    (v: Record<string, unknown>) => boolean,
    { message: string; path: string[]; when: () => boolean },
  ];
