import { ArrowRightIcon, Button, Link, QuantityStepper, Stack } from '@nirmal/design-system';
import { CART_PATH } from '@nirmal/domain';
import type { ExchangeOffer } from '@nirmal/domain/contract';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { Form } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import type { ChosenExchange } from './ExchangeChoice.tsx';

// The exchange form is for the few who have an old product to give: its code loads on its own.
const ExchangeChoice = lazy(() =>
  import('./ExchangeChoice.tsx').then((module) => ({ default: module.ExchangeChoice })),
);

/**
 * Quantity, the exchange offer and Add to cart, as a plain form to the cart's action (it works
 * before the JavaScript arrives); Go to cart once the product is in the cart. The server prices it.
 */
export const AddToCart = observer(function AddToCart({
  productId,
  returnTo,
  pincode,
  maxQuantity,
  exchangeOffers,
  blockedReason,
}: {
  productId: string;
  /** The product page, where the cart's action sends the customer back. */
  returnTo: string;
  pincode: string | null;
  maxQuantity: number;
  /** Empty when the product takes no exchange. */
  exchangeOffers: readonly ExchangeOffer[];
  /** Why it cannot be added (out of stock, not delivered to the pincode); null when it can. */
  blockedReason: string | null;
}) {
  const { cart } = useStores();
  const [exchange, setExchange] = useState<ChosenExchange | null>(null);
  if (cart.isInCart(productId)) {
    return (
      <Link href={CART_PATH} variant="standalone" endIcon={<ArrowRightIcon />}>
        Go to cart
      </Link>
    );
  }
  const blocked = blockedReason !== null;
  return (
    <Form method="post" action={CART_PATH} aria-label="Add to cart">
      <Stack gap={4}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {pincode && <input type="hidden" name="pincode" value={pincode} />}
        {!blocked && <QuantityStepper name="quantity" min={1} max={maxQuantity} defaultValue={1} />}
        {!blocked && exchangeOffers.length > 0 && (
          <Suspense>
            <ExchangeChoice offers={exchangeOffers} chosen={exchange} onChoose={setExchange} />
          </Suspense>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={blocked}
          aria-describedby={blocked ? 'add-blocked' : undefined}
        >
          Add to cart
        </Button>
        {blocked && <p id="add-blocked">{blockedReason}</p>}
      </Stack>
    </Form>
  );
});
