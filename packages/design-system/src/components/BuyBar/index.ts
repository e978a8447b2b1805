export { BuyBar, type BuyBarProps } from './BuyBar.tsx';
