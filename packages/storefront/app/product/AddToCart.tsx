import {
  ArrowRightIcon,
  Button,
  Disclosure,
  InlineAlert,
  Link,
  QuantityStepper,
  Spinner,
  Stack,
} from '@nirmal/design-system';
import { CART_PATH } from '@nirmal/domain';
import type { ExchangeOffer } from '@nirmal/domain/contract';
import { formatInrFromPaise } from '@nirmal/format';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionProblem } from '../cart/cart-action.server.ts';
import { BUY_NOW } from '../cart/buy-now.ts';
import { useStores } from '../state/app-state.tsx';
import type { ChosenExchange } from './ExchangeChoice.tsx';

// The exchange form is for the few who have an old product to give: folded, its code loads when
// the customer first opens it.
const ExchangeChoice = lazy(() =>
  import('./ExchangeChoice.tsx').then((module) => ({ default: module.ExchangeChoice })),
);

/** The page's buy form, which the phone's sticky buy bar submits too. */
export const ADD_TO_CART_FORM = 'add-to-cart';

/** The most the server offers for any old product, in words for the folded exchange offer. */
const exchangeSummary = (offers: readonly ExchangeOffer[]) =>
  `Exchange your old product: up to ${formatInrFromPaise(Math.max(...offers.map(({ maxValuePaise }) => maxValuePaise)))} off`;

/**
 * Quantity, the exchange offer, Add to cart and Buy now (to checkout), as a plain form to the
 * cart's action (it works before the JavaScript arrives); Go to cart once the product is in the
 * cart. The server prices it. Once the JavaScript has loaded the form is sent without leaving the
 * page, so a refusal, or a connection that dropped, is said here beside the button, and the
 * customer can press it again.
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
  const adding = useFetcher<CartActionProblem>({ key: ADD_TO_CART_FORM });
  const refusal = adding.state === 'idle' ? adding.data?.message : undefined;
  const buyingNow = adding.formData?.get(BUY_NOW.name) === BUY_NOW.value;
  const sending = adding.state !== 'idle';
  const [exchange, setExchange] = useState<ChosenExchange | null>(null);
  // Once asked for, the exchange form stays, so what the customer chose goes with the form.
  const [exchangeAsked, setExchangeAsked] = useState(false);
  if (cart.isInCart(productId)) {
    return (
      <Link href={CART_PATH} variant="standalone" endIcon={<ArrowRightIcon />}>
        Go to cart
      </Link>
    );
  }
  const blocked = blockedReason !== null;
  return (
    <adding.Form id={ADD_TO_CART_FORM} method="post" action={CART_PATH} aria-label="Add to cart">
      <Stack gap={3}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {pincode && <input type="hidden" name="pincode" value={pincode} />}
        {!blocked && exchangeOffers.length > 0 && (
          <Disclosure
            summary={exchangeSummary(exchangeOffers)}
            onOpenChange={(open) => setExchangeAsked((asked) => asked || open)}
          >
            {exchangeAsked && (
              <Suspense fallback={<Spinner label="Loading the exchange offer" />}>
                <ExchangeChoice offers={exchangeOffers} chosen={exchange} onChoose={setExchange} />
              </Suspense>
            )}
          </Disclosure>
        )}
        <Stack direction="row" gap={3} align="end" wrap>
          {!blocked && <QuantityStepper name="quantity" min={1} max={maxQuantity} defaultValue={1} />}
          <Button
            type="submit"
            size="lg"
            disabled={blocked}
            loading={sending && !buyingNow}
            aria-describedby={blocked ? 'add-blocked' : undefined}
          >
            Add to cart
          </Button>
          {!blocked && (
            <Button
              type="submit"
              size="lg"
              variant="secondary"
              name={BUY_NOW.name}
              value={BUY_NOW.value}
              loading={sending && buyingNow}
            >
              Buy now
            </Button>
          )}
        </Stack>
        {blocked && <p id="add-blocked">{blockedReason}</p>}
        {refusal && (
          <InlineAlert tone="error" role="alert">
            {refusal}
          </InlineAlert>
        )}
      </Stack>
    </adding.Form>
  );
});
