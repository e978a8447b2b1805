import { Button, ButtonLink, InlineAlert, RatingSummary, ReviewList, Stack } from '@nirmal/design-system';
import { reviewQueries } from '@nirmal/domain';
import { indianDay, REVIEW_SORTS, type Review, type ReviewSort } from '@nirmal/domain/contract';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useClients, useStores } from '../state/app-state.tsx';
import { reviewPage, writeReviewPath } from './paths.ts';

const asListItem = ({ reviewId, createdAt, ...review }: Review) => ({
  ...review,
  id: reviewId,
  date: indianDay(new Date(createdAt)),
});

const isSort = (value: string): value is ReviewSort => (REVIEW_SORTS as readonly string[]).includes(value);

/** "Write a review" for a signed-in customer with a delivered order of the product; "Edit your review" once written. */
const WriteReview = observer(function WriteReview({ productId }: { productId: string }) {
  const { reviews } = useClients();
  const { profile } = useStores();
  const { data: mine } = useQuery({ ...reviewQueries.mine(reviews, productId), enabled: profile.isLoggedIn });
  if (!mine || (!mine.review && !mine.canReview)) return null;
  return (
    <ButtonLink href={writeReviewPath(productId)} variant="secondary">
      {mine.review ? 'Edit your review' : 'Write a review'}
    </ButtonLink>
  );
});

/** The rating summary and the reviews, sorted and filtered by stars, a page more at a time. */
export function ReviewsPanel({ productId }: { productId: string }) {
  const { reviews } = useClients();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [stars, setStars] = useState<number | null>(null);
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => ({
      ...reviewQueries.list(reviews, reviewPage(productId, sort, stars, index + 1)),
      placeholderData: keepPreviousData,
    })),
  });
  const first = pages[0];
  if (!first?.data) {
    return first?.isError ? (
      <InlineAlert tone="error" title="We could not load the reviews">
        <Button variant="secondary" onClick={() => void first.refetch()}>
          Try again
        </Button>
      </InlineAlert>
    ) : null;
  }
  const { summary, pagination } = first.data;
  const choose = (next: { sort?: ReviewSort; stars?: number | null }) => {
    if (next.sort) setSort(next.sort);
    if (next.stars !== undefined) setStars(next.stars);
    setPageCount(1);
  };
  return (
    <Stack gap={5}>
      <RatingSummary
        average={summary.average}
        count={summary.count}
        histogram={summary.histogram}
        selectedStars={stars}
        onSelectStars={(chosen) => choose({ stars: chosen })}
      />
      <WriteReview productId={productId} />
      <ReviewList
        reviews={pages.flatMap((page) => page.data?.reviews ?? []).map(asListItem)}
        total={pagination.totalItems}
        sort={sort}
        onSortChange={(chosen) => isSort(chosen) && choose({ sort: chosen })}
        stars={stars}
        onStarsChange={(chosen) => choose({ stars: chosen })}
        onShowMore={() => setPageCount((count) => count + 1)}
        loading={pages.some((page) => page.isFetching)}
      />
    </Stack>
  );
}
