import { ProductError, formatInrFromPaise } from '@nirmal/domain';
import type { PlanPrice, Tier } from '@nirmal/domain/contract';
import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { paymentPath } from '../payment/paths.ts';
import { requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { postedForm } from '../server/posted-form.server.ts';

/** What the duration page shows after a post that did not go on to payment. */
export interface PlanCheckoutActionResult {
  message: string;
  /** The key of the attempt, kept for the next press (a retry answers the same order). */
  idempotencyKey: string;
  years: number;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function priceChanged(years: number, previousPaise: number | null, price: PlanPrice): string {
  const now = price.durations.find((duration) => duration.years === years);
  const was = previousPaise === null ? '' : ` from ${formatInrFromPaise(previousPaise)}`;
  const to = now ? ` to ${formatInrFromPaise(now.pricePaise)}` : '';
  return `The price of this plan changed${was}${to} since the page was opened. Check the new price and press Proceed to pay again.`;
}

/**
 * Places the plan order for the device, tier and years chosen, with the version of the prices the
 * customer saw, and sends them to pay; a changed price is said before anything is placed. The
 * provider is chosen on the payment page: the order carries the default one until then.
 */
export async function placePlanOrder(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  { assetId, tier }: { assetId: string; tier: Tier },
) {
  const form = await postedForm(request);
  const idempotencyKey = text(form, 'idempotencyKey');
  const years = Number(text(form, 'years'));
  const { amc } = requestState(context).clients;
  try {
    const result = await signedInOnly(url, () =>
      amc.checkout({
        assetId,
        tier,
        years,
        provider: 'RAZORPAY',
        priceVersion: text(form, 'priceVersion'),
        idempotencyKey,
      }),
    );
    if (result.outcome === 'placed') return redirect(paymentPath(result.order.orderId));
    return data<PlanCheckoutActionResult>({
      message: priceChanged(years, result.previousPricePaise, result.price),
      idempotencyKey,
      years,
    });
  } catch (error) {
    if (error instanceof ProductError && error.status > 0 && error.status < 500) {
      return data<PlanCheckoutActionResult>(
        { message: error.message, idempotencyKey, years },
        { status: error.status },
      );
    }
    throw error;
  }
}
