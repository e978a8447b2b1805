import { InlineAlert, Link } from '@nirmal/design-system';
import { useLocation } from 'react-router';

/** The listing's data did not come: the page keeps its shell and says what to do. */
export function ListingProblem({ message, retry }: { message: string; retry: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <InlineAlert
      tone={retry ? 'error' : 'warning'}
      title={retry ? 'Products could not be loaded' : 'These filters could not be used'}
      // A plain link to the same address: it retries with or without the JavaScript.
      action={
        <Link href={retry ? `${pathname}${search}` : pathname}>{retry ? 'Try again' : 'Clear filters'}</Link>
      }
    >
      {message}
    </InlineAlert>
  );
}
