import { EmptyState, Link } from '@nirmal/design-system';
import { CART_PATH } from '@nirmal/domain';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [{ title: 'Checkout | Nirmal' }];

/** Until the checkout issue builds it, the page says checkout is coming and leads back to the cart. */
export default function Checkout() {
  return (
    <EmptyState
      title="Checkout is coming soon"
      description="We are getting online payment ready. Your cart is saved for you."
      action={
        <Link href={CART_PATH} variant="standalone">
          Back to your cart
        </Link>
      }
    />
  );
}
