import { Link, Stack } from '@nirmal/design-system';
import type { Pagination } from '@nirmal/domain/contract';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { nextPageSearch } from './listing-params.ts';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * How many of how many are shown, and "Show more": a plain link to the address with one page more
 * (so it works before the JavaScript and can be shared), which keeps the scroll where it is.
 */
export function ShowMore({
  shown,
  pagination,
  canShowMore,
}: {
  shown: number;
  pagination: Pagination;
  canShowMore: boolean;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = `${pathname}${nextPageSearch(params, pagination.page)}`;
  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(href, { preventScrollReset: true });
  };
  return (
    <Stack gap={3} align="center">
      <p aria-live="polite">
        Showing {shown} of {pagination.totalItems} products
      </p>
      {canShowMore && shown < pagination.totalItems && (
        <Link href={href} variant="standalone" onClick={showMore}>
          Show more
        </Link>
      )}
    </Stack>
  );
}
