import { EmptyState, InlineAlert, Link, Stack } from '@nirmal/design-system';
import { CART_PATH, CHECKOUT_PATH, ProductError, fullName, primaryPhone } from '@nirmal/domain';
import { useNavigation } from 'react-router';
import { checkoutAction } from '../checkout/checkout-action.server.ts';
import { readChoices } from '../checkout/checkout-choices.ts';
import { CheckoutAddress } from '../checkout/CheckoutAddress.tsx';
import { CheckoutChanges } from '../checkout/CheckoutChanges.tsx';
import { CheckoutItems } from '../checkout/CheckoutItems.tsx';
import { PayForm } from '../checkout/PayForm.tsx';
import { requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [
  { title: 'Checkout | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { clients, profile } = requestState(context);
  const choices = readChoices(url.searchParams);
  const state = (assistantCode: string | undefined) =>
    clients.checkout.state({ addressId: choices.addressId, promotion: choices.promotion, assistantCode });
  return signedInOnly(url, async () => {
    const [addresses, customer] = await Promise.all([clients.addresses.list(), profile()]);
    let assistantCodeProblem: string | null = null;
    const checkout = await state(choices.assistantCode).catch(async (error: unknown) => {
      if (error instanceof ProductError && error.code === 'CART_EMPTY') return null;
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
      addresses,
      checkout,
      receiver,
      typedAssistantCode: choices.assistantCode ?? '',
      assistantCodeProblem,
      // One attempt to pay what this page shows: a double click or a retried post makes one order.
      idempotencyKey: crypto.randomUUID(),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
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
 * Checkout (§2, §3 checkout state): the delivery address, the items checked against its pincode,
 * the offers and assistant code, the payment summary, all from the server, and Pay, which places
 * the order and goes on to pay it. Every form works before the JavaScript arrives.
 */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, addresses, receiver } = loaderData;
  const navigation = useNavigation();
  // A choice on its way to the server: what the page shows is about to change.
  const updating = navigation.state !== 'idle' && navigation.location.pathname === CHECKOUT_PATH;
  if (!checkout) {
    return (
      <Stack gap={5}>
        <h1>Checkout</h1>
        {emptyCart}
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Stack direction="row" justify="between" align="center" wrap>
        <h1>Checkout</h1>
        <Link href={CART_PATH}>Back to cart</Link>
      </Stack>
      {actionData?.changes && <CheckoutChanges changes={actionData.changes} cart={checkout.cart} />}
      <CheckoutAddress
        addresses={addresses}
        checkout={checkout}
        receiver={receiver}
        problem={actionData?.form === 'address' ? actionData.message : undefined}
      />
      <CheckoutItems cart={checkout.cart} />
      {!checkout.canPlaceOrder && checkout.addressId !== null && (
        <InlineAlert tone="warning" title="Some items cannot be ordered as they are">
          Change the items in your cart or choose another address to continue.
        </InlineAlert>
      )}
      <PayForm
        checkout={checkout}
        updating={updating}
        typedAssistantCode={loaderData.typedAssistantCode}
        assistantCodeProblem={loaderData.assistantCodeProblem}
        idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
        problem={actionData?.form === 'pay' ? actionData.message : undefined}
      />
    </Stack>
  );
}
