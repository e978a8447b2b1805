export { CartLineItem, type CartLineExchange, type CartLineItemProps } from './CartLineItem.tsx';
