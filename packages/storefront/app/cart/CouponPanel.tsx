import { AppliedCoupons, Button, CouponField, InlineAlert, Link, Stack } from '@nirmal/design-system';
import { rupeesFromPaise } from '@nirmal/domain';
import type { CartStore } from '@nirmal/domain';
import { couponLimits } from '@nirmal/format';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useClients } from '../state/app-state.tsx';

export const COUPON_LIST_PATH = '/easyrewardz/index/couponlist';

/** What a plain form (no JavaScript) left to show: a refusal, or a coupon waiting for its OTP. */
export interface CouponFormState {
  couponError?: string;
  couponOtp?: { code: string; sentTo: string | null };
  otpError?: string;
}

/** The coupon forms for a browser without JavaScript (React leaves `noscript` alone once it runs). */
function CouponForms({ store, form }: { store: CartStore; form: CouponFormState }) {
  const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />;
  return (
    <noscript>
      {form.couponOtp ? (
        <>
          <form method="post" action="/ecom/cart">
            {hidden('intent', 'coupon')}
            {hidden('code', form.couponOtp.code)}
            <label>
              {`Coupon OTP for ${form.couponOtp.code} `}
              <input
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={couponLimits.otpLength}
              />
            </label>{' '}
            <button type="submit">Verify</button>
          </form>
          <form method="post" action="/ecom/cart">
            {hidden('intent', 'coupon-resend')}
            {hidden('code', form.couponOtp.code)}
            <button type="submit">Resend OTP</button>
          </form>
        </>
      ) : (
        <form method="post" action="/ecom/cart">
          {hidden('intent', 'coupon')}
          <label>
            Coupon code <input name="code" autoComplete="off" />
          </label>{' '}
          <button type="submit">Apply coupon</button>
        </form>
      )}
      {store.coupons.map((coupon) => (
        <form key={coupon.code} method="post" action="/ecom/cart">
          {hidden('intent', 'coupon-remove')}
          {hidden('code', coupon.code)}
          <button type="submit">{`Remove coupon ${coupon.code}`}</button>
        </form>
      ))}
    </noscript>
  );
}

/**
 * The cart's coupons: the field to apply a code (and its OTP step), the coupons that apply as
 * removable chips, and those that stopped applying with the reason. The server decides everything.
 */
export const CouponPanel = observer(function CouponPanel({
  store,
  form,
}: {
  store: CartStore;
  form: CouponFormState;
}) {
  const { coupons: client } = useClients();
  const [typed, setTyped] = useState('');
  const applying = store.coupons.filter((coupon) => coupon.applies);
  const stopped = store.coupons.filter((coupon) => !coupon.applies);
  const otpStep = store.couponOtp;
  const busy = store.couponPending === 'remove';
  return (
    <Stack as="section" gap={3} aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">Coupons</h2>
      <AppliedCoupons
        coupons={applying.map((coupon) => ({
          code: coupon.code,
          saving: rupeesFromPaise(coupon.savingPaise),
        }))}
        onRemove={(code) => void store.removeCoupons(client, [code])}
        onRemoveAll={() => void store.removeCoupons(client)}
        disabled={busy}
      />
      {stopped.map((coupon) => (
        <InlineAlert key={coupon.code} tone="warning" role="status">
          <Stack gap={2}>
            <span>{`${coupon.code} is not applied: ${coupon.reason ?? ''}`}</span>
            <Button
              variant="tertiary"
              size="sm"
              disabled={busy}
              onClick={() => void store.removeCoupons(client, [coupon.code])}
            >
              {`Remove coupon ${coupon.code}`}
            </Button>
          </Stack>
        </InlineAlert>
      ))}
      <CouponField
        value={otpStep?.code ?? typed}
        onChange={setTyped}
        onApply={(code) => void store.applyCoupon(client, code)}
        pending={store.couponPending === 'apply'}
        error={store.couponError ?? form.couponError}
        appliedCount={store.coupons.length}
        otpRequired={otpStep !== null}
        otpLength={couponLimits.otpLength}
        onVerifyOtp={(_, otp) => void store.verifyCouponOtp(client, otp)}
        onResendOtp={() => void store.resendCouponOtp(client)}
        onCancelOtp={() => store.cancelCouponOtp()}
        otpPending={store.couponPending === 'otp'}
        resendPending={store.couponPending === 'resend'}
        otpError={store.otpError ?? form.otpError}
        otpHint={otpStep?.sentTo ? `Sent to ${otpStep.sentTo}` : 'Sent to your registered mobile number'}
      />
      <CouponForms store={store} form={form} />
      <Link href={COUPON_LIST_PATH}>View all coupons</Link>
    </Stack>
  );
});
