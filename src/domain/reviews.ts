// Reviews (spec sections 3 and 9): a rating of 1 to 5 stars with a comment. A property's average is
// shown as whole stars, rounded at the spec's thresholds 1.5, 2.5, 3.5 and 4.5.

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** Spec section 9: the averages at which the shown stars step up. */
export const STAR_THRESHOLDS = [1.5, 2.5, 3.5, 4.5] as const;

/** The whole stars (1 to 5) an average rating shows; 0 when there is no rating yet. */
export function starsFor(average: number | null | undefined): number {
  if (average === null || average === undefined || !Number.isFinite(average) || average <= 0) return 0;
  return 1 + STAR_THRESHOLDS.filter((threshold) => average >= threshold).length;
}

/** The average of some ratings, or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return ratings.reduce((a, b) => a + b, 0) / ratings.length;
}
