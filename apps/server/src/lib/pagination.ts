/** The spec's page envelope (`data`, `current_page`, `per_page`, `total`, `last_page`), last_page at least 1. */
export function pageEnvelope<T>(input: { rows: T[]; total: number; page: number; perPage: number }) {
  return {
    data: input.rows,
    current_page: input.page,
    per_page: input.perPage,
    total: input.total,
    last_page: Math.max(1, Math.ceil(input.total / input.perPage)),
  };
}
