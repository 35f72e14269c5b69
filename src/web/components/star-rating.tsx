import type { CSSProperties } from 'react';
import { Rating, type MantineSize } from '@mantine/core';

const classes = Rating.classes;
const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

/**
 * Whole stars out of five, to read, not to choose: Mantine's read-only Rating draws each star as a
 * <div> with a `for` attribute, which HTML allows only on a <label> (issue 24). The same look, from
 * Rating's own styles.
 */
export function StarRating({
  value,
  label,
  size = 'sm',
}: {
  value: number;
  label: string;
  size?: MantineSize;
}) {
  return (
    <div
      className={classes.root}
      role="img"
      aria-label={label}
      style={
        {
          '--rating-size': `var(--rating-size-${size})`,
          '--rating-color': 'var(--mantine-color-yellow-filled)',
        } as CSSProperties
      }
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <div key={star} className={classes.symbolGroup}>
          <div className={classes.label} data-read-only>
            <div className={classes.symbolBody}>
              <svg
                viewBox="0 0 24 24"
                strokeLinecap="round"
                strokeLinejoin="round"
                fill="none"
                xmlns="http://www.w3.org/2000/svg"
                className={classes.starSymbol}
                data-filled={star <= value || undefined}
              >
                <path d={STAR} />
              </svg>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
