import { formatCount } from '@nirmal/format';
import { Stack } from '@nirmal/design-system';
import type { Rating } from '@nirmal/domain/contract';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { REVIEWS_ANCHOR } from './paths.ts';

// Reviews sit below the fold: their code (summary, list, sorting) loads when the section nears the screen.
const ReviewsPanel = lazy(() =>
  import('./ReviewsPanel.tsx').then((module) => ({ default: module.ReviewsPanel })),
);

/** How far below the screen a section starts loading, so it is there by the time it is scrolled to. */
const AHEAD = '600px';

/** True from the first time the element comes within `AHEAD` of the screen (an address ending in its `#id` scrolls it there). */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * A product's ratings and reviews. Until its code has loaded (and without JavaScript) it says the
 * rating in a sentence, which the catalogue's numbers and the summary's always agree on.
 */
export function ProductReviews({ productId, rating }: { productId: string; rating: Rating }) {
  const section = useRef<HTMLDivElement>(null);
  const near = useNearScreen(section);
  const sentence = (
    <p>
      {rating
        ? `Rated ${rating.average} out of 5 from ${formatCount(rating.count)} ratings.`
        : 'No ratings yet.'}
    </p>
  );
  return (
    <Stack as="section" ref={section} id={REVIEWS_ANCHOR} gap={4} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Ratings and reviews</h2>
      {near ? (
        <Suspense fallback={sentence}>
          <ReviewsPanel productId={productId} />
        </Suspense>
      ) : (
        sentence
      )}
    </Stack>
  );
}
