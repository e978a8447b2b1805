import { formatCount } from '@nirmal/format';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { ReviewCard, type ReviewCardProps } from '../ReviewCard/index.ts';
import { Select, type SelectOption } from '../Select/index.ts';
import {
  ReviewListEmpty,
  ReviewListItems,
  ReviewListRoot,
  ReviewListStatus,
  ReviewListTools,
} from './ReviewList.styles.ts';

/** A review as the list shows it: a ReviewCard's props and a key. */
export type ReviewListItem = Omit<ReviewCardProps, 'headingLevel' | 'ref'> & { id: string };

/** How reviews are ordered; the labels are the options' texts. */
export type ReviewSortOption = SelectOption;

export type ReviewListProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The reviews shown, in order. */
  reviews: ReadonlyArray<ReviewListItem>;
  /** How many reviews match the filter, shown or not. */
  total: number;
  /** The chosen order, one of `sortOptions`' values. */
  sort: string;
  /** Called with the order chosen. @default undefined */
  onSortChange?: (sort: string) => void;
  /** The stars the list is filtered by; `null` for all. @default null */
  stars?: number | null;
  /** Called with the stars chosen, `null` for all. @default undefined */
  onStarsChange?: (stars: number | null) => void;
  /** Asks for the next reviews; the button shows while fewer than `total` are shown. @default undefined */
  onShowMore?: () => void;
  /** The next reviews are loading: the list is busy and the button shows a spinner. @default false */
  loading?: boolean;
  /** Heading level of each review's title. @default 'h3' */
  headingLevel?: ReviewCardProps['headingLevel'];
  /** @default newest, most helpful, highest and lowest rating */
  sortOptions?: ReadonlyArray<ReviewSortOption>;
  /** @default 'Sort reviews' */
  sortLabel?: ReactNode;
  /** @default 'Filter by rating' */
  starsLabel?: ReactNode;
  /** The filter's option for every review. @default 'All ratings' */
  allStarsText?: string;
  /** A filter option. @default (stars) => `${stars} star only` */
  starsText?: (stars: number) => string;
  /** What is shown of how many. @default (shown, total) => `Showing ${shown} of ${total} reviews` */
  statusText?: (shown: number, total: number) => string;
  /** @default 'Show more reviews' */
  showMoreLabel?: ReactNode;
  /** Said when none match. @default (stars) => stars ? `No ${stars}-star reviews yet.` : 'No reviews yet.' */
  emptyText?: (stars: number | null) => ReactNode;
};

const DEFAULT_SORTS: ReadonlyArray<ReviewSortOption> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'helpful', label: 'Most helpful' },
  { value: 'highest', label: 'Highest rating' },
  { value: 'lowest', label: 'Lowest rating' },
];
const STARS = [5, 4, 3, 2, 1];
const defaultStarsText = (stars: number) => `${stars} star only`;
const defaultStatusText = (shown: number, total: number) =>
  `Showing ${shown} of ${formatCount(total)} ${total === 1 ? 'review' : 'reviews'}`;
const defaultEmptyText = (stars: number | null) =>
  stars ? `No ${stars}-star reviews yet.` : 'No reviews yet.';

/**
 * A product's reviews with the controls shoppers use on them: sort, filter by stars, and show
 * more. Presentational: the caller loads the reviews for the order and filter it is told.
 */
export function ReviewList({
  reviews,
  total,
  sort,
  onSortChange,
  stars = null,
  onStarsChange,
  onShowMore,
  loading = false,
  headingLevel = 'h3',
  sortOptions = DEFAULT_SORTS,
  sortLabel = 'Sort reviews',
  starsLabel = 'Filter by rating',
  allStarsText = 'All ratings',
  starsText = defaultStarsText,
  statusText = defaultStatusText,
  showMoreLabel = 'Show more reviews',
  emptyText = defaultEmptyText,
  ...rest
}: ReviewListProps) {
  return (
    <ReviewListRoot aria-busy={loading || undefined} {...rest} {...identity('ReviewList')}>
      <ReviewListTools>
        <Select
          label={sortLabel}
          options={sortOptions}
          value={sort}
          onChange={(event) => onSortChange?.(event.target.value)}
        />
        <Select
          label={starsLabel}
          options={[
            { value: '', label: allStarsText },
            ...STARS.map((value) => ({ value: String(value), label: starsText(value) })),
          ]}
          value={stars === null ? '' : String(stars)}
          onChange={(event) => onStarsChange?.(event.target.value ? Number(event.target.value) : null)}
        />
      </ReviewListTools>
      <ReviewListStatus role="status">
        {reviews.length > 0 ? statusText(reviews.length, total) : ''}
      </ReviewListStatus>
      {reviews.length === 0 ? (
        <ReviewListEmpty>{emptyText(stars)}</ReviewListEmpty>
      ) : (
        <ReviewListItems>
          {reviews.map(({ id, ...review }) => (
            <li key={id}>
              <ReviewCard headingLevel={headingLevel} {...review} />
            </li>
          ))}
        </ReviewListItems>
      )}
      {onShowMore && reviews.length < total && (
        <Button variant="secondary" loading={loading} onClick={onShowMore}>
          {showMoreLabel}
        </Button>
      )}
    </ReviewListRoot>
  );
}
