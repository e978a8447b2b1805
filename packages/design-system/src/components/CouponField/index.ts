export { CouponField, type CouponFieldProps } from './CouponField.tsx';
