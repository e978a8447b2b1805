import { Button, EmptyState, InlineAlert, Link, Stack } from '@nirmal/design-system';
import { CART_PATH, ProductError, formatInrFromPaise } from '@nirmal/domain';
import type { Coupon } from '@nirmal/domain/contract';
import { formatDate } from '@nirmal/format';
import { Form, data, redirect, useNavigation } from 'react-router';
import { couponFormAction } from '../cart/coupon-action.server.ts';
import { cartIdCookieAfter, storedCartId } from '../server/cart.server.ts';
import { requestState, warnUnavailable } from '../server/request-state.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import type { Route } from './+types/coupon-list';

export const meta: Route.MetaFunction = () => [{ title: 'Coupons and offers | Nirmal' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const coupons = await requestState(context).clients.coupons.list(storedCartId(request) ?? undefined);
    return { coupons, problem: null };
  } catch (error) {
    if (!(error instanceof ProductError)) warnUnavailable(context, 'coupons', error);
    return { coupons: [], problem: 'We could not load the coupons just now. Please try again in a minute.' };
  }
}

/** Apply from the list: the coupon goes on the visitor's cart and they go to the cart (to its OTP step if it needs one). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const outcome = await couponFormAction(
    'coupon',
    form,
    requestState(context).clients.coupons,
    storedCartId(request) ?? undefined,
  );
  if (outcome.kind === 'refused') {
    return data({ code: outcome.code, message: outcome.message }, { status: outcome.status });
  }
  if (outcome.kind === 'otp') return redirect(`${CART_PATH}?couponOtp=${encodeURIComponent(outcome.code)}`);
  const cookie = cartIdCookieAfter(request, outcome.cart);
  return redirect(CART_PATH, cookie === null ? undefined : { headers: { 'Set-Cookie': cookie } });
}

function discountText(coupon: Coupon): string {
  if (coupon.discount.kind === 'flat') return `${formatInrFromPaise(coupon.discount.amountPaise)} off`;
  const cap = coupon.discount.capPaise;
  return `${coupon.discount.percent}% off${cap === null ? '' : `, up to ${formatInrFromPaise(cap)}`}`;
}

function fitText(coupon: Coupon): string | null {
  if (coupon.applied) return 'Applied to your cart.';
  if (!coupon.fit) return null;
  return coupon.fit.applies
    ? `Saves ${formatInrFromPaise(coupon.fit.savingPaise)} on your cart.`
    : coupon.fit.reason;
}

function CouponCard({ coupon, refusal }: { coupon: Coupon; refusal: string | null }) {
  const navigation = useNavigation();
  const applying = navigation.formData?.get('code') === coupon.code;
  const headingId = `coupon-${coupon.code}`;
  const fit = fitText(coupon);
  return (
    <Stack as="section" gap={2} aria-labelledby={headingId}>
      <h2 id={headingId}>{coupon.title}</h2>
      <p>
        <strong>{coupon.code}</strong>
        {` · ${discountText(coupon)}`}
        {coupon.minCartPaise > 0 && ` · on carts of ${formatInrFromPaise(coupon.minCartPaise)} or more`}
      </p>
      <p>{coupon.description}</p>
      {coupon.needsOtp && <p>We send a coupon OTP to your registered mobile number to apply it.</p>}
      <p>{`Valid till ${formatDate(coupon.validTo.slice(0, 10))}.`}</p>
      {coupon.terms.length > 0 && (
        <details>
          <summary>Terms</summary>
          <ul>
            {coupon.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </details>
      )}
      {fit && <p>{fit}</p>}
      {refusal && (
        <InlineAlert tone="error" role="alert">
          {refusal}
        </InlineAlert>
      )}
      {!coupon.applied && (
        <Form method="post">
          <input type="hidden" name="code" value={coupon.code} />
          <Button type="submit" variant="secondary" loading={applying} aria-label={`Apply ${coupon.code}`}>
            Apply
          </Button>
        </Form>
      )}
    </Stack>
  );
}

/** The coupon list (§2): the coupons the visitor can use, each applied to their cart from here. */
export default function CouponList({ loaderData, actionData }: Route.ComponentProps) {
  const { coupons, problem } = loaderData;
  return (
    <Stack gap={5}>
      <h1>Coupons and offers</h1>
      {problem && (
        <InlineAlert tone="error" role="alert">
          {problem}
        </InlineAlert>
      )}
      {coupons.length === 0 && !problem ? (
        <EmptyState
          title="No coupons right now"
          description="There are no coupons you can use at the moment. Check back soon."
          action={
            <Link href="/" variant="standalone">
              Continue shopping
            </Link>
          }
        />
      ) : (
        <Stack as="ul" gap={5} aria-label="Coupons">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <CouponCard
                coupon={coupon}
                refusal={actionData?.code === coupon.code ? actionData.message : null}
              />
            </li>
          ))}
        </Stack>
      )}
      <Link href={CART_PATH}>Go to your cart</Link>
    </Stack>
  );
}
