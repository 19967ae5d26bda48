const count = (n: number) => n.toLocaleString('en-IN');
const ratings = (n: number) => `${count(n)} ${n === 1 ? 'rating' : 'ratings'}`;

/**
 * The brands' rating of a creator in a line (issue 23 §4): "4.3 ★ (12 ratings)" once the average shows (3 ratings on),
 * "2 ratings so far" before that, "No ratings yet" before the first.
 */
export function ratingSummary({ rating, ratings_count }: { rating: number | null; ratings_count: number }): string {
  if (rating !== null) return `${rating.toFixed(1)} ★ (${ratings(ratings_count)})`;
  if (ratings_count > 0) return `${ratings(ratings_count)} so far`;
  return 'No ratings yet';
}
