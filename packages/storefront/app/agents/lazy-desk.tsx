import { Skeleton, Stack, VisuallyHidden } from '@nirmal/design-system';
import { lazy } from 'react';

// The desk (look-up, devices, plans, links, history) is a signed-in staff member's: a first visit
// is the sign-in, so the desk's code loads only for the desk.
export const AgentDesk = lazy(() =>
  import('./AgentDesk.tsx').then((module) => ({ default: module.AgentDesk })),
);

/** The desk's shape while its code loads. */
export function DeskSkeleton() {
  return (
    <Stack gap={6} aria-busy="true">
      <VisuallyHidden>Loading the desk</VisuallyHidden>
      <Skeleton shape="rect" height="4.5rem" />
      <Skeleton width="40%" height="2rem" />
      <Skeleton shape="rect" height="6rem" />
      <Skeleton shape="rect" height="12rem" />
    </Stack>
  );
}
