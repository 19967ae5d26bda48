import type { DbOrTx } from '../../db/client';
import { transfersBetween } from './reconciliation.repository';

const BATCH = 2_000;

export const TRANSFERS_CSV_HEADER = [
  'seq',
  'created_at',
  'kind',
  'amount_inr',
  'from_account',
  'from_owner',
  'to_account',
  'to_owner',
  'reference_type',
  'reference_id',
  'campaign_id',
  'idempotency_key',
];

/** RFC 4180: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is defused for spreadsheets. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Exact rupees from paise, with two decimals and no float in between: 123456 → 1234.56. */
export function paiseText(paise: string): string {
  const negative = paise.startsWith('-');
  const digits = (negative ? paise.slice(1) : paise).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The transfers of [from, to) as CSV lines (header first), read a batch at a time so a year of transfers streams in little memory. */
export async function* transfersCsv(input: { db: DbOrTx; from: Date; to: Date }): AsyncGenerator<string> {
  yield `${TRANSFERS_CSV_HEADER.join(',')}\r\n`;
  let after: { createdAt: Date; seq: number } | null = null;
  for (;;) {
    const rows = await transfersBetween(input.db, { from: input.from, to: input.to, after, limit: BATCH });
    if (rows.length === 0) return;
    let chunk = '';
    for (const r of rows) {
      const createdAt = r.created_at instanceof Date ? r.created_at : new Date(r.created_at);
      chunk += `${[
        cell(String(r.seq)),
        cell(createdAt.toISOString()),
        cell(r.kind),
        cell(paiseText(r.amount_paise)),
        cell(r.debit_kind),
        cell(r.debit_owner),
        cell(r.credit_kind),
        cell(r.credit_owner),
        cell(r.ref_type),
        cell(r.ref_id),
        cell(r.campaign_id),
        cell(r.idempotency_key),
      ].join(',')}\r\n`;
    }
    yield chunk;
    const last = rows.at(-1)!;
    after = { createdAt: last.created_at instanceof Date ? last.created_at : new Date(last.created_at), seq: Number(last.seq) };
    if (rows.length < BATCH) return;
  }
}
