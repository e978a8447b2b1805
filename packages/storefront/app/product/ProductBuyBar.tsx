import { BuyBar } from '@nirmal/design-system';
import { observer } from 'mobx-react-lite';
import { useStores } from '../state/app-state.tsx';
import { ADD_TO_CART_FORM } from './AddToCart.tsx';

/** The phone's sticky buy bar, submitting the page's Add to cart form; gone once the product is in the cart. */
export const ProductBuyBar = observer(function ProductBuyBar({
  productId,
  name,
  price,
  mrp,
  blocked,
}: {
  productId: string;
  name: string;
  /** In rupees, as the buy box shows them. */
  price: number;
  mrp: number;
  blocked: boolean;
}) {
  const { cart } = useStores();
  if (cart.isInCart(productId)) return null;
  return <BuyBar name={name} price={price} mrp={mrp} form={ADD_TO_CART_FORM} disabled={blocked} />;
});
