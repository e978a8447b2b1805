import { EmptyState, InlineAlert, Link, Stack } from '@nirmal/design-system';
import {
  CART_PATH,
  CheckoutStore,
  ProductError,
  addressQueries,
  fullName,
  invalidateOrder,
  primaryPhone,
  type CheckoutSnapshot,
} from '@nirmal/domain';
import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { checkoutAction } from '../checkout/checkout-action.server.ts';
import { readChoices } from '../checkout/checkout-choices.ts';
import { CheckoutAddress, newAddressReady } from '../checkout/CheckoutAddress.tsx';
import { CheckoutChanges } from '../checkout/CheckoutChanges.tsx';
import { CheckoutItems } from '../checkout/CheckoutItems.tsx';
import { PayForm } from '../checkout/PayForm.tsx';
import { useChoicesInUrl } from '../checkout/use-choices-in-url.ts';
import { ORDER_FAILED_PATH, paymentPath } from '../payment/paths.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { addressIdInAddress } from '../server/id-in-address.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useClients, useStores } from '../state/app-state.tsx';
import { AnalyticsEvent } from '../analytics/AnalyticsEvent.tsx';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [
  { title: 'Checkout | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const choices = readChoices(url.searchParams);
  // An address id no address can have is the 404, as another customer's address is.
  if (choices.addressId !== undefined) addressIdInAddress(choices.addressId);
  const { clients, profile } = requestState(context);
  // Checkout as it stands, or nothing to check out (an empty cart).
  const state = (assistantCode: string | undefined) =>
    clients.checkout
      .state({ addressId: choices.addressId, promotion: choices.promotion, assistantCode })
      .catch((error: unknown) => {
        if (error instanceof ProductError && error.code === 'CART_EMPTY') return null;
        throw error;
      });
  return signedInOnly(url, async () => {
    const [dehydratedState, customer] = await Promise.all([
      prefetch(context, addressQueries.list(clients.addresses)),
      profile(),
      newAddressReady,
    ]);
    let assistantCodeProblem: string | null = null;
    const checkout = await state(choices.assistantCode).catch(async (error: unknown) => {
      // A code that is not one is said beside its field; the rest of checkout goes on without it.
      if (choices.assistantCode && error instanceof ProductError && error.status === 400) {
        assistantCodeProblem = error.message;
        return state(undefined);
      }
      throw error;
    });
    // A new address is for the customer themself unless they say otherwise.
    const receiver = {
      name: customer ? fullName(customer) : '',
      phone: (customer && primaryPhone(customer.contacts)) ?? '',
    };
    return {
      dehydratedState,
      checkout: {
        state: checkout,
        assistantCode: choices.assistantCode,
        assistantCodeProblem,
      } satisfies CheckoutSnapshot,
      receiver,
      // Without JavaScript, one attempt to pay what this page shows: a double click or a retried
      // post makes one order. With it, the checkout store keeps the attempt's key.
      idempotencyKey: crypto.randomUUID(),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

/**
 * A choice made in the browser goes through the checkout store, which asks the server for the new
 * state, and then into the page's address: loading the page again for it would only repeat that.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const choiceMade =
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search;
  return choiceMade ? false : defaultShouldRevalidate;
}

const emptyCart = (
  <EmptyState
    title="Your cart is empty"
    description="Add a purifier or a vacuum cleaner to your cart, then check out."
    action={
      <Link href="/" variant="standalone">
        Continue shopping
      </Link>
    }
  />
);

/**
 * The checkout store, following each load of the page (and what a post without JavaScript
 * answered with it), at once: the server renders from it, and the browser hydrates the same.
 */
function useFollowedCheckout(
  snapshot: CheckoutSnapshot,
  paid: Pick<CheckoutSnapshot, 'changes' | 'message'> | undefined,
): CheckoutStore {
  const checkout = useStores().checkout(CheckoutStore);
  const next = useMemo(() => ({ ...snapshot, ...paid }), [snapshot, paid]);
  // Following during render (not in an effect) so the server's render has it too.
  const [followed, setFollowed] = useState<CheckoutSnapshot | null>(null);
  if (followed !== next) {
    setFollowed(next);
    checkout.follow(next);
  }
  return checkout;
}

const CheckoutView = observer(function CheckoutView({
  store,
  receiver,
  addressProblem,
  idempotencyKey,
}: {
  store: CheckoutStore;
  receiver: { name: string; phone: string };
  addressProblem: string | undefined;
  idempotencyKey: string;
}) {
  const clients = useClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useChoicesInUrl(store);
  const checkout = store.state;
  if (!checkout) {
    return (
      <Stack gap={5}>
        <h1>Checkout</h1>
        {emptyCart}
      </Stack>
    );
  }
  const pay = async () => {
    const order = await store.placeOrder(clients.checkout);
    if (order) {
      // A new order in the customer's lists.
      void invalidateOrder(queryClient, order.orderId);
      await navigate(paymentPath(order.orderId));
    } else if (store.orderFailed) {
      // The order could not be made and it is nothing the customer can change: say so (§8).
      await navigate(ORDER_FAILED_PATH);
    }
  };
  return (
    <Stack gap={6}>
      <Stack direction="row" justify="between" align="center" wrap>
        <h1>Checkout</h1>
        <Link href={CART_PATH}>Back to cart</Link>
      </Stack>
      {store.changes.length > 0 && <CheckoutChanges changes={store.changes} cart={checkout.cart} />}
      <CheckoutAddress store={store} receiver={receiver} problem={addressProblem} />
      <CheckoutItems cart={checkout.cart} />
      {!checkout.canPlaceOrder && checkout.addressId !== null && (
        <InlineAlert tone="warning" title="Some items cannot be ordered as they are">
          Change the items in your cart or choose another address to continue.
        </InlineAlert>
      )}
      <PayForm store={store} checkout={checkout} idempotencyKey={idempotencyKey} onPay={() => void pay()} />
    </Stack>
  );
});

/**
 * Checkout (§2, §3 checkout state): the delivery address, the items checked against its pincode,
 * the offers and assistant code, the payment summary, all from the server, and Pay, which places
 * the order and goes on to pay it. With JavaScript the checkout store owns the choices and places
 * the order; every form works before the JavaScript arrives too, through the action.
 */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const paid = actionData?.form === 'pay' ? actionData : undefined;
  const store = useFollowedCheckout(loaderData.checkout, paid);
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AnalyticsEvent event={{ event: 'checkout_started' }} />
      <CheckoutView
        store={store}
        receiver={loaderData.receiver}
        addressProblem={actionData?.form === 'address' ? actionData.message : undefined}
        idempotencyKey={paid?.idempotencyKey ?? loaderData.idempotencyKey}
      />
    </HydrationBoundary>
  );
}
