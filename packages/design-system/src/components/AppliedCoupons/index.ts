export { AppliedCoupons, type AppliedCoupon, type AppliedCouponsProps } from './AppliedCoupons.tsx';
