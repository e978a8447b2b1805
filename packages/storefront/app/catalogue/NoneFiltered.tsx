import { EmptyState, Link } from '@nirmal/design-system';

/** A listing or search that its filters emptied: says so, and leads back to it unfiltered. */
export function NoneFiltered({ clearHref }: { clearHref: string }) {
  return (
    <EmptyState
      title="No products match these filters"
      description="Remove a filter or widen the price range to see more."
      action={<Link href={clearHref}>Clear filters</Link>}
    />
  );
}
