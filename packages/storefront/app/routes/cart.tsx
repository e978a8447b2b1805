import { EmptyState, InlineAlert, Link, Stack } from '@nirmal/design-system';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { cartAction, type CartActionProblem } from '../cart/cart-action.server.ts';
import { CartLines } from '../cart/CartLines.tsx';
import { CartSummary } from '../cart/CartSummary.tsx';
import { CouponPanel } from '../cart/CouponPanel.tsx';
import type { CouponFormState } from '../cart/CouponPanel.tsx';
import { isUnreachable, UNREACHABLE_MESSAGE } from '../routing/unreachable.ts';
import { requestCart } from '../server/cart.server.ts';
import { useStores } from '../state/app-state.tsx';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [
  { title: 'Your cart | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

const OTP_PARAM = 'couponOtp';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // Coming from the coupon list with a coupon whose OTP was just sent: its OTP step opens here.
  const otpFor = url.searchParams.get(OTP_PARAM);
  return {
    cart: await requestCart(request, url, context),
    couponOtp: otpFor ? { code: otpFor, sentTo: null } : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

/**
 * A change that never reached the server (the connection dropped) is answered like a refusal, on
 * the page the customer is on (a product page's Add to cart), rather than as a failed page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    return { message: UNREACHABLE_MESSAGE } satisfies CartActionProblem;
  }
}

const CartView = observer(function CartView({
  refusal,
  couponForm,
}: {
  refusal: string | undefined;
  couponForm: CouponFormState;
}) {
  const { cart: store } = useStores();
  const message = store.message ?? refusal;
  return (
    <Stack gap={5}>
      <h1>Your cart</h1>
      {message && (
        <InlineAlert tone="error" role="alert">
          {message}
        </InlineAlert>
      )}
      {store.cart && store.lines.length > 0 ? (
        <>
          <CartLines store={store} />
          <CouponPanel store={store} form={couponForm} />
          <CartSummary totals={store.cart.totals} />
        </>
      ) : (
        <EmptyState
          title="Your cart is empty"
          description="Find a purifier or a vacuum cleaner you like and add it here."
          action={
            <Link href="/" variant="standalone">
              Continue shopping
            </Link>
          }
        />
      )}
    </Stack>
  );
});

/** The cart page (§2): lines, problems and the order summary, all from the server, changed through the cart store. */
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = useStores();
  const couponOtp = actionData?.couponOtp ?? loaderData.couponOtp;
  // A navigation here brings the cart with its problems; the store shows it from then on.
  useEffect(() => cart.follow(loaderData.cart), [cart, loaderData]);
  useEffect(() => {
    if (couponOtp) cart.awaitCouponOtp({ code: couponOtp.code, sentTo: couponOtp.sentTo ?? undefined });
  }, [cart, couponOtp]);
  const navigate = useNavigate();
  // Once the OTP step that the address opened is closed (applied or cancelled), the address loses
  // it, in place of the current entry, so a reload or Back does not open it again.
  useEffect(
    () =>
      reaction(
        () => cart.couponOtp === null,
        (closed) => {
          const address = new URL(window.location.href);
          if (!closed || !address.searchParams.has(OTP_PARAM)) return;
          address.searchParams.delete(OTP_PARAM);
          void navigate(`${address.pathname}${address.search}`, { replace: true, preventScrollReset: true });
        },
      ),
    [cart, navigate],
  );
  return <CartView refusal={actionData?.message} couponForm={{ ...actionData, couponOtp }} />;
}
