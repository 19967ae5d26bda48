import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ReservationSpend {
  campaignId: string;
  releasedPaise: bigint;
  heldPaise: bigint;
}

/**
 * What the ledger moved for each script (or collaboration hold) of the campaigns: released to the creator, and the
 * reservation's balance still held. Read from the ledger's accounts and transfers, never recomputed.
 */
export async function findReservationSpend(
  db: DbOrTx,
  input: { campaignIds?: string[]; scriptIds?: string[] },
): Promise<Map<string, ReservationSpend>> {
  const where = input.scriptIds
    ? sql`a.owner_id = any(${`{${input.scriptIds.join(',')}}`}::uuid[])`
    : sql`a.campaign_id = any(${`{${(input.campaignIds ?? []).join(',')}}`}::uuid[])`;
  if ((input.scriptIds ?? input.campaignIds ?? []).length === 0) return new Map();
  const rows = rowsOf<{ owner_id: string; campaign_id: string; held: string; released: string }>(
    await db.execute(sql`
      select a.owner_id::text as owner_id, a.campaign_id::text as campaign_id, a.balance_paise::text as held,
        coalesce((select sum(t.amount_paise) from ledger_transfers t where t.debit_account_id = a.id and t.kind = 'release'), 0)::text as released
      from ledger_accounts a
      where a.kind = 'script_reservation' and ${where}`),
  );
  return new Map(
    rows.map((r) => [r.owner_id, { campaignId: r.campaign_id, releasedPaise: BigInt(r.released), heldPaise: BigInt(r.held) }]),
  );
}

/**
 * The same spend for one script as a SQL relation `(released, held)`, to join laterally (`left join lateral … on true`)
 * where a read sorts or pages by it in the database (the campaign report) instead of carrying every script's figures
 * in. `scriptId` is the column or value that names the script.
 */
export function reservationSpendOf(scriptId: SQL) {
  return sql`(select reservation.balance_paise as held,
      coalesce((select sum(release.amount_paise) from ledger_transfers release
        where release.debit_account_id = reservation.id and release.kind = 'release'), 0) as released
    from ledger_accounts reservation where reservation.kind = 'script_reservation' and reservation.owner_id = ${scriptId})`;
}

/** The campaigns' script reservations added up: released to creators, and still held. One row, whatever the scripts. */
export async function findReservationSpendTotals(db: DbOrTx, campaignIds: string[]): Promise<{ releasedPaise: bigint; heldPaise: bigint }> {
  if (campaignIds.length === 0) return { releasedPaise: 0n, heldPaise: 0n };
  const ids = `{${campaignIds.join(',')}}`;
  const [row] = rowsOf<{ released: string; held: string }>(
    await db.execute(sql`
      select coalesce(sum(a.balance_paise), 0)::text as held,
        coalesce((select sum(t.amount_paise) from ledger_transfers t join ledger_accounts r on r.id = t.debit_account_id
          where t.kind = 'release' and r.kind = 'script_reservation' and r.campaign_id = any(${ids}::uuid[])), 0)::text as released
      from ledger_accounts a where a.kind = 'script_reservation' and a.campaign_id = any(${ids}::uuid[])`),
  );
  return { releasedPaise: BigInt(row?.released ?? 0), heldPaise: BigInt(row?.held ?? 0) };
}

/** The platform fee and GST the ledger booked on the campaigns' fundings, less what fee and GST refunds returned. */
export async function findCampaignCharges(db: DbOrTx, campaignIds: string[]): Promise<{ feesPaise: bigint; gstPaise: bigint }> {
  if (campaignIds.length === 0) return { feesPaise: 0n, gstPaise: 0n };
  const ids = `{${campaignIds.join(',')}}`;
  const rows = rowsOf<{ kind: string; total: string }>(
    await db.execute(sql`
      select t.kind::text as kind, sum(t.amount_paise)::text as total from ledger_transfers t
      where t.kind in ('platform_fee', 'suspense_fee', 'gst', 'suspense_gst', 'fee_refund', 'gst_refund')
        and ((t.ref_type = 'funding' and t.ref_id in (select f.id from fundings f where f.campaign_id = any(${ids}::uuid[])))
          or (t.ref_type = 'refund' and t.ref_id in (select r.id from payment_refunds r where r.campaign_id = any(${ids}::uuid[])))
          or (t.ref_type = 'campaign' and t.ref_id = any(${ids}::uuid[])))
      group by t.kind`),
  );
  const by = new Map(rows.map((r) => [r.kind, BigInt(r.total)]));
  const get = (k: string) => by.get(k) ?? 0n;
  return {
    feesPaise: get('platform_fee') + get('suspense_fee') - get('fee_refund'),
    gstPaise: get('gst') + get('suspense_gst') - get('gst_refund'),
  };
}
