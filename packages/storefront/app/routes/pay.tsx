import { Button, EmptyState, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, ProductError, formatInrFromPaise } from '@nirmal/domain';
import { telHref } from '@nirmal/format';
import { redirect, useLocation } from 'react-router';
import { paymentPath } from '../payment/paths.ts';
import { requestState } from '../server/request-state.server.ts';
import { paymentLinkIdInAddress } from '../server/id-in-address.server.ts';
import { signInRedirect } from '../server/signed-in.server.ts';
import { useShellContent } from '../shell/use-shell-content.ts';
import { useSignOut } from '../shell/use-sign-out.ts';
import type { Route } from './+types/pay';

export const meta: Route.MetaFunction = () => [
  { title: 'Your payment link | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

/** Why a link cannot be paid here, in the words the server gave, and what it was for when known. */
interface ClosedLink {
  title: string;
  message: string;
  /** "₹5,518 for Gold AMC, 2 years, for Nirmal Aqua UV 6 L"; null when the link is not the customer's. */
  paysFor: string | null;
  /** The link was sent to another number than the one signed in. */
  forAnotherNumber?: boolean;
}

const TITLES = {
  paid: 'This link is paid',
  expired: 'This link has expired',
  cancelled: 'This link was cancelled',
  replaced: 'A newer link replaced this one',
} as const;

/**
 * A payment link from the SMS staff sent: while it can be paid, straight on to its order's payment
 * page (the address made here from the order id, never taken from the answer); otherwise why not.
 * The path is protected, so a visitor signs in first and comes back here.
 */
export async function loader({ params, url, context }: Route.LoaderArgs): Promise<ClosedLink> {
  const linkId = paymentLinkIdInAddress(params.linkId);
  const { paymentLinks } = requestState(context).clients;
  try {
    const { link, message } = await paymentLinks.open(linkId);
    if (link.status === 'created') throw redirect(paymentPath(link.orderId));
    return {
      title: TITLES[link.status],
      message: message ?? '',
      paysFor: `${formatInrFromPaise(link.amountPaise)} for ${link.description}`,
    };
  } catch (error) {
    if (!(error instanceof ProductError)) throw error;
    if (error.status === 401) throw signInRedirect(url);
    if (error.status === 403)
      return {
        title: 'This link is for another number',
        message: error.message,
        paysFor: null,
        forAnotherNumber: true,
      };
    if (error.status === 404)
      return { title: 'We could not find this link', message: error.message, paysFor: null };
    throw error;
  }
}

export default function Pay({ loaderData }: Route.ComponentProps) {
  const { title, message, paysFor, forAnotherNumber } = loaderData;
  const helpline = useShellContent().appConfig?.supportPhone;
  // Signed out, the link's own address asks for the number it was sent to, and comes back to it.
  const signOutToThisLink = useSignOut(useLocation().pathname);
  return (
    <Stack gap={4}>
      <h1>Your payment link</h1>
      <EmptyState
        title={title}
        description={paysFor ? `${paysFor}. ${message}` : message}
        action={
          <>
            {forAnotherNumber && (
              <Button onClick={() => void signOutToThisLink()}>Sign in with another number</Button>
            )}
            {helpline && (
              <Link href={telHref(helpline)} variant="standalone">
                {`Call us on ${helpline}`}
              </Link>
            )}
            <Link href={DEVICES_PATH} variant="standalone">
              My devices
            </Link>
          </>
        }
      />
    </Stack>
  );
}
