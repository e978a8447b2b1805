import { CART_PATH, addedToCartEvent } from '@nirmal/domain';
import type { ProductLine } from '@nirmal/domain/contract';
import { useEffect, useRef } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import { sendEvent } from './data-layer.ts';

type Submission = Pick<ReturnType<typeof useNavigation>, 'formAction' | 'formData'>;

/** The product of an add to the cart being submitted (Add to cart or Buy now), else null. */
function productBeingAdded({ formAction, formData }: Submission): string | null {
  if (formAction !== CART_PATH || formData?.get('intent') !== 'add') return null;
  const productId = formData.get('productId');
  return typeof productId === 'string' ? productId : null;
}

/**
 * An `added_to_cart` event for each add the customer submits, once the cart has taken it: the units
 * it gained, at the server's price. An add the cart refused sends nothing.
 */
export function CartAdds() {
  const { cart } = useStores();
  // Sent by a navigation before the JavaScript has loaded, by the product page's fetcher after.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const adding = [navigation, ...fetchers].map(productBeingAdded).find((id) => id !== null) ?? null;
  const settled = navigation.state === 'idle' && fetchers.every((fetcher) => fetcher.state === 'idle');
  const pending = useRef<{ productId: string; before: ProductLine[] } | null>(null);

  useEffect(() => {
    if (adding && !pending.current) pending.current = { productId: adding, before: cart.lines };
  }, [adding, cart]);

  useEffect(() => {
    if (!settled || !pending.current) return;
    const { productId, before } = pending.current;
    pending.current = null;
    // The stores take the new page's cart in their provider's effect, which runs after this one.
    setTimeout(() => {
      const event = addedToCartEvent(productId, before, cart.lines);
      if (event) sendEvent(event);
    });
  }, [settled, cart]);

  return null;
}
