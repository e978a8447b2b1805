import { CART_PATH, addedToCartEvent } from '@nirmal/domain';
import type { ProductLine } from '@nirmal/domain/contract';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import { sendEvent } from './data-layer.ts';

/** The product of an add to the cart being submitted (Add to cart or Buy now), else null. */
function productBeingAdded(navigation: ReturnType<typeof useNavigation>): string | null {
  const form = navigation.formData;
  if (navigation.formAction !== CART_PATH || form?.get('intent') !== 'add') return null;
  const productId = form.get('productId');
  return typeof productId === 'string' ? productId : null;
}

/**
 * An `added_to_cart` event for each add the customer submits, once the cart has taken it: the units
 * it gained, at the server's price. An add the cart refused sends nothing.
 */
export function CartAdds() {
  const { cart } = useStores();
  const navigation = useNavigation();
  const adding = productBeingAdded(navigation);
  const pending = useRef<{ productId: string; before: ProductLine[] } | null>(null);

  useEffect(() => {
    if (adding && !pending.current) pending.current = { productId: adding, before: cart.lines };
  }, [adding, cart]);

  useEffect(() => {
    if (navigation.state !== 'idle' || !pending.current) return;
    const { productId, before } = pending.current;
    pending.current = null;
    // The stores take the new page's cart in their provider's effect, which runs after this one.
    setTimeout(() => {
      const event = addedToCartEvent(productId, before, cart.lines);
      if (event) sendEvent(event);
    });
  }, [navigation.state, cart]);

  return null;
}
