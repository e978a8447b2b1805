import { Link, Stack } from '@nirmal/design-system';
import type { CategoryLink } from '@nirmal/domain/contract';

/** Categories to browse on to, in a row that wraps; the list is named for what it holds. */
export function CategoryLinkList({
  categories,
  label,
}: {
  categories: readonly CategoryLink[];
  label: string;
}) {
  if (categories.length === 0) return null;
  return (
    <Stack as="ul" direction="row" gap={3} wrap aria-label={label}>
      {categories.map(({ name, path }) => (
        <li key={path}>
          <Link href={`/c/${path}`}>{name}</Link>
        </li>
      ))}
    </Stack>
  );
}
