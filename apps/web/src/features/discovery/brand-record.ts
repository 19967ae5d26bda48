import type { TBrandReliability } from '@amplio/shared/schemas/ratings';

/** A brand's record as short phrases, for a card or the Start Creating dialog; empty parts are left out. */
export function brandRecordParts(record: TBrandReliability): string[] {
  const parts: string[] = [];
  if (record.median_decision_hours !== null) {
    const h = record.median_decision_hours;
    parts.push(
      h < 1 ? 'Decides within an hour' : h < 48 ? `Decides in about ${Math.round(h)} h` : `Decides in about ${Math.round(h / 24)} days`,
    );
  }
  if (record.rejected_share !== null) parts.push(`Rejects ${Math.round(record.rejected_share * 100)}% of submissions`);
  parts.push(
    record.creators_paid === 0 ? 'No creators paid yet' : `Paid ${record.creators_paid} creator${record.creators_paid === 1 ? '' : 's'}`,
  );
  if (record.rating !== null) parts.push(`Rated ${record.rating.toFixed(1)} by ${record.ratings_count} creators`);
  else if (record.ratings_count > 0) parts.push(`${record.ratings_count} rating${record.ratings_count === 1 ? '' : 's'} so far`);
  return parts;
}
