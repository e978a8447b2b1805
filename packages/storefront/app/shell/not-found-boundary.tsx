import { EmptyState, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH } from '@nirmal/domain';
import { isRouteErrorResponse } from 'react-router';
import { STATUS_TRACKING_PATH } from '../service/paths.ts';

/** What a page says when its address names something that is not the customer's. */
export interface NotFoundPage {
  /** The page's own heading, kept so the customer knows where they are. */
  heading: string;
  /** The tab's title, e.g. "Device not found | Nirmal". */
  documentTitle: string;
  /** E.g. "We could not find this device". */
  title: string;
  description: string;
  /** Where the customer finds what they may open. */
  back: { href: string; label: string };
}

/**
 * A route's ErrorBoundary for the 404 its loader throws when the address names something missing
 * or another customer's (both answer alike); any other error goes on to the root's boundary.
 */
export function notFoundBoundary(page: NotFoundPage) {
  return function NotFoundBoundary({ error }: { error: unknown }) {
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    return (
      <Stack gap={4}>
        <title>{page.documentTitle}</title>
        <h1>{page.heading}</h1>
        <EmptyState
          title={page.title}
          description={page.description}
          action={<Link href={page.back.href}>{page.back.label}</Link>}
        />
      </Stack>
    );
  };
}

/** A device page whose `id` is not one of the customer's devices. */
export const deviceNotFoundBoundary = (heading: string) =>
  notFoundBoundary({
    heading,
    documentTitle: 'Device not found | Nirmal',
    title: 'We could not find this device',
    description: 'It is not among the devices of your account. Your devices are all listed on My devices.',
    back: { href: DEVICES_PATH, label: 'My devices' },
  });

/** A service page whose `request` is not one of the customer's requests. */
export const requestNotFoundBoundary = (heading: string) =>
  notFoundBoundary({
    heading,
    documentTitle: 'Request not found | Nirmal',
    title: 'We could not find this service request',
    description: 'Open it from your service requests.',
    back: { href: STATUS_TRACKING_PATH, label: 'All your requests' },
  });
