import { formatCount } from '@nirmal/format';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { identity } from '../../internal/identity.ts';
import { Rating } from '../Rating/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  RatingSummaryAverage,
  RatingSummaryBar,
  RatingSummaryBars,
  RatingSummaryCount,
  RatingSummaryHeadline,
  RatingSummaryRoot,
  RatingSummaryRow,
} from './RatingSummary.styles.ts';

/** How many ratings gave each number of stars, 5 down to 1. */
export type StarHistogram = Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;

export type RatingSummaryProps = ComponentPropsWithRef<'div'> & {
  /** The mean rating, 0 with none. */
  average: number;
  /** How many rated: the sum of `histogram`. */
  count: number;
  /** Ratings by stars. */
  histogram: StarHistogram;
  /** The stars the reviews below are filtered by; its row shows pressed. @default null */
  selectedStars?: number | null;
  /** Makes each row a toggle that filters by its stars (`null` when the pressed row is pressed again). @default undefined */
  onSelectStars?: (stars: number | null) => void;
  /** The count line. @default (count) => `${count} ratings` with Indian digit grouping */
  countText?: (count: number) => string;
  /** A row's stars. @default (stars) => `${stars} star` */
  starsText?: (stars: number) => string;
  /** A row's count, read by screen readers after its share. @default (count) => `(${count} ratings)` */
  rowCountText?: (count: number) => string;
  /** The average's accessible name. @default (average) => `Rated ${average} out of 5` */
  averageLabel?: (average: number) => string;
};

const STARS = [5, 4, 3, 2, 1] as const;
const grouped = formatCount;
const defaultCountText = (count: number) => `${grouped(count)} ${count === 1 ? 'rating' : 'ratings'}`;
const defaultStarsText = (stars: number) => `${stars} star`;
const defaultRowCountText = (count: number) => `(${grouped(count)} ${count === 1 ? 'rating' : 'ratings'})`;
const defaultAverageLabel = (average: number) => `Rated ${average} out of 5`;

/**
 * A product's ratings at a glance: the average with its stars, how many rated, and a bar per star
 * with its share. With `onSelectStars`, each bar filters the reviews by its stars.
 */
export function RatingSummary({
  average,
  count,
  histogram,
  selectedStars = null,
  onSelectStars,
  countText = defaultCountText,
  starsText = defaultStarsText,
  rowCountText = defaultRowCountText,
  averageLabel = defaultAverageLabel,
  ...rest
}: RatingSummaryProps) {
  return (
    <RatingSummaryRoot {...rest} {...identity('RatingSummary')}>
      <RatingSummaryHeadline>
        <RatingSummaryAverage aria-hidden="true">{average.toFixed(1)}</RatingSummaryAverage>
        <Rating readOnly value={average} size="sm" valueLabel={() => averageLabel(average)} />
        <RatingSummaryCount>{countText(count)}</RatingSummaryCount>
      </RatingSummaryHeadline>
      <RatingSummaryBars>
        {STARS.map((stars) => {
          const ratings = histogram[stars];
          const percent = count > 0 ? Math.round((ratings / count) * 100) : 0;
          const content = (
            <>
              <span>{starsText(stars)}</span>{' '}
              <RatingSummaryBar aria-hidden="true" style={{ '--share': `${percent}%` } as CSSProperties} />
              <span>{percent}%</span> <VisuallyHidden>{rowCountText(ratings)}</VisuallyHidden>
            </>
          );
          return (
            <li key={stars}>
              {onSelectStars ? (
                <RatingSummaryRow
                  as="button"
                  type="button"
                  aria-pressed={selectedStars === stars}
                  onClick={() => onSelectStars(selectedStars === stars ? null : stars)}
                >
                  {content}
                </RatingSummaryRow>
              ) : (
                <RatingSummaryRow>{content}</RatingSummaryRow>
              )}
            </li>
          );
        })}
      </RatingSummaryBars>
    </RatingSummaryRoot>
  );
}
