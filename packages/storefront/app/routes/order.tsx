import {
  DescriptionList,
  EmptyState,
  InlineAlert,
  Link,
  PaymentSummary,
  Stack,
  StatusTracker,
  paymentProviderLabels,
} from '@nirmal/design-system';
import {
  ProductError,
  formatInrFromPaise,
  indiaDay,
  invalidateOrder,
  orderQueries,
  orderTimeline,
  rupeesFromPaise,
} from '@nirmal/domain';
import { formatDate, tierLabels } from '@nirmal/format';
import { PLAN_CANCEL_DAYS, cancelReasonsFor } from '@nirmal/domain/contract';
import type { CancelReason, OrderDetails, OrderLine } from '@nirmal/domain/contract';
import { HydrationBoundary, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { data, isRouteErrorResponse } from 'react-router';
import { CancelOrder } from '../orders/CancelOrder.tsx';
import { refundLineOf, statusLabelOf } from '../orders/order-status.ts';
import { OrderHeading } from '../orders/OrderHeading.tsx';
import { TaxInvoice } from '../orders/TaxInvoice.tsx';
import { devicePath } from '../devices/paths.ts';
import { writeReviewPath } from '../reviews/paths.ts';
import { ORDERS_PATH, PLAN_ORDERS_PATH, orderPath, paymentPath } from '../payment/paths.ts';
import { STATUS_TRACKING_PATH } from '../service/paths.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { orderIdInAddress } from '../server/id-in-address.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/order';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const orderId = orderIdInAddress(params.orderItemId);
  const { clients, queryClient } = requestState(context);
  const details = orderQueries.details(clients.orders, orderId);
  const dehydratedState = await signedInOnly(url, () => prefetch(context, details));
  // A plan is cancelled by its own terms and for its own reasons.
  const kind = queryClient.getQueryData(details.queryKey)?.kind ?? 'product';
  const reasons = Object.entries(cancelReasonsFor(kind)).map(([value, label]) => ({ value, label }));
  return { orderId, reasons, dehydratedState };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const { orders } = requestState(context).clients;
  const comment = form.get('comment');
  try {
    await signedInOnly(url, () =>
      orders.cancel({
        orderId: params.orderItemId,
        reason: String(form.get('reason') ?? '') as CancelReason,
        comment: typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : undefined,
      }),
    );
    return { cancelled: true, message: undefined };
  } catch (error) {
    if (error instanceof ProductError && error.status > 0 && error.status < 500) {
      return data({ cancelled: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

const years = (months: number) => (months === 12 ? '1 year' : `${months / 12} years`);

/** What a plan order bought: the device it covers, the tier and the days it runs. */
function PlanDetails({ plan }: { plan: NonNullable<OrderLine['plan']> }) {
  return (
    <Stack as="section" gap={3} aria-labelledby="order-plan">
      <h2 id="order-plan">Plan</h2>
      <DescriptionList
        items={[
          { label: 'Device', value: <Link href={devicePath(plan.assetId)}>{plan.deviceName}</Link> },
          { label: 'Plan', value: `${tierLabels[plan.tier]} AMC` },
          { label: 'Duration', value: years(plan.months) },
          { label: 'Starts on', value: formatDate(plan.startDate) },
          { label: 'Ends on', value: formatDate(plan.endDate) },
        ]}
      />
    </Stack>
  );
}

function OrderLines({ order }: { order: OrderDetails }) {
  return (
    <Stack as="section" gap={3} aria-labelledby="order-items">
      <h2 id="order-items">Items</h2>
      <Stack as="ul" gap={2}>
        {order.lines.map((line) => (
          <li key={line.id}>
            <Stack direction="row" justify="between" gap={3}>
              <span>{line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}</span>
              <strong>{formatInrFromPaise(line.linePricePaise)}</strong>
            </Stack>
            {order.status === 'delivered' && line.productId && (
              <Link
                href={writeReviewPath(line.productId)}
                aria-label={`Write a review of ${line.name}`}
                data-print="hide"
              >
                Write a review
              </Link>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * One order (§2 /ecom/order/[orderItemId]): where it is, what it holds, where it goes, how it was
 * paid, cancelling it while it has not shipped, and its GST tax invoice once paid.
 */
export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OrderPage
        orderId={loaderData.orderId}
        reasons={loaderData.reasons}
        cancelled={actionData?.cancelled}
        problem={actionData?.cancelled === false ? actionData.message : undefined}
      />
    </HydrationBoundary>
  );
}

function OrderPage({
  orderId,
  reasons,
  cancelled,
  problem,
}: {
  orderId: string;
  reasons: { value: string; label: string }[];
  cancelled: boolean | undefined;
  problem: string | undefined;
}) {
  const { orders } = useClients();
  const queryClient = useQueryClient();
  const { data: order } = useSuspenseQuery(orderQueries.details(orders, orderId));
  // The reload after cancelling brought this page the order as it is now (fetching it again here
  // would fetch it twice); the lists it is in, and the other pages' answers about it, are out of
  // date from here on.
  useEffect(() => {
    if (!cancelled) return;
    void invalidateOrder(queryClient, orderId, { fresh: orderQueries.details(orders, orderId).queryKey });
  }, [cancelled, queryClient, orders, orderId]);
  // Cancelled, the form pressed is gone: the focus goes to what happened (read out, in view), not
  // to the page at large, where a second tap lands on whatever took the form's place.
  const cancelledAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (cancelled) cancelledAlert.current?.focus();
  }, [cancelled]);
  const status = statusLabelOf(order);
  const { steps, currentIndex } = orderTimeline(order, indiaDay(new Date()));
  const refund = refundLineOf(order);
  const summary = order.paymentSummary;
  const plan = order.lines.find((line) => line.plan)?.plan ?? null;
  const visit = order.kind === 'service';
  const back = plan
    ? { href: PLAN_ORDERS_PATH, label: 'All my plan orders' }
    : visit
      ? { href: STATUS_TRACKING_PATH, label: 'Your service requests' }
      : { href: ORDERS_PATH, label: 'All my orders' };
  return (
    <Stack gap={6}>
      <title>{`Order ${order.orderId} | Nirmal`}</title>
      <Stack gap={2} data-print="hide">
        <Link href={back.href}>{back.label}</Link>
        <OrderHeading orderId={order.orderId} />
        <p>{`Placed on ${formatDate(indiaDay(order.placedAt))} · ${status.label}`}</p>
      </Stack>
      {cancelled && (
        <InlineAlert ref={cancelledAlert} tabIndex={-1} tone="success" title="Your order is cancelled">
          {refund ?? 'Nothing was charged, so there is nothing to refund.'}
        </InlineAlert>
      )}
      {order.status === 'cancelled' && !cancelled && (
        <InlineAlert tone="info" title="This order is cancelled" role="none">
          {refund ?? 'Nothing was charged for it.'}
        </InlineAlert>
      )}
      {order.replacedBy && (
        <InlineAlert tone="info" title="This order was replaced by a newer one" role="none">
          {plan ? (
            <>
              A newer plan order for this device,{' '}
              <Link href={orderPath(order.replacedBy)}>{`order ${order.replacedBy}`}</Link>, was placed before
              this one was paid, so nothing was charged for this one.
            </>
          ) : (
            <>
              You placed <Link href={orderPath(order.replacedBy)}>{`order ${order.replacedBy}`}</Link> before
              paying for this one, so its items went to the newer order and nothing was charged for this one.
            </>
          )}
        </InlineAlert>
      )}
      {order.payment.payable && (
        <InlineAlert
          tone="warning"
          title="This order is not paid yet"
          action={<Link href={paymentPath(order.orderId)}>Pay now</Link>}
        >
          {`Pay ${formatInrFromPaise(order.amountPaise)} to confirm it.`}
        </InlineAlert>
      )}
      <StatusTracker steps={steps} currentIndex={currentIndex} label="Order status" data-print="hide" />
      {visit && (
        <p data-print="hide">
          {'This order pays for a service visit. Follow the visit, reschedule or cancel it from '}
          <Link href={STATUS_TRACKING_PATH}>your service requests</Link>
          {': cancelling the visit refunds this payment.'}
        </p>
      )}
      {plan ? <PlanDetails plan={plan} /> : <OrderLines order={order} />}
      {order.address && !plan && !visit && (
        <Stack as="section" gap={2} aria-labelledby="order-address">
          <h2 id="order-address">Delivery address</h2>
          <p>
            {`${order.address.name}, +91 ${order.address.phone}`}
            <br />
            {`${order.address.house_number}, ${order.address.address_name}, ${order.address.city}, ${order.address.state} ${order.address.postal_code}`}
          </p>
        </Stack>
      )}
      <Stack as="section" gap={2} aria-labelledby="order-payment">
        <h2 id="order-payment">Payment</h2>
        <dl>
          {order.payment.paidAt && order.payment.provider && (
            <div>
              <dt>Paid with</dt>
              <dd>{paymentProviderLabels[order.payment.provider]}</dd>
            </div>
          )}
          {order.payment.providerPaymentId && (
            <div>
              <dt>Payment ID</dt>
              <dd>{order.payment.providerPaymentId}</dd>
            </div>
          )}
          {order.payment.paidAt && (
            <div>
              <dt>Paid on</dt>
              <dd>{formatDate(indiaDay(order.payment.paidAt))}</dd>
            </div>
          )}
        </dl>
        <PaymentSummary
          title={null}
          actualPrice={rupeesFromPaise(summary.actualPricePaise)}
          discount={rupeesFromPaise(summary.discountPaise)}
          discounts={summary.discounts
            .filter(({ kind }) => kind !== 'coupon')
            .map(({ label, amountPaise }) => ({ label, amount: rupeesFromPaise(amountPaise) }))}
          couponDiscount={rupeesFromPaise(summary.couponDiscountPaise)}
          finalPrice={rupeesFromPaise(summary.finalPricePaise)}
        />
        {refund && <p>{refund}</p>}
      </Stack>
      {plan && order.payment.paidAt && order.status !== 'cancelled' && (
        <p data-print="hide">
          {`By the AMC terms a plan can be cancelled within ${PLAN_CANCEL_DAYS} days of paying for it, before any service visit under it, for a full refund; the device then has the plan it had before. `}
          <Link href="/amc-new-terms-and-condition">AMC terms and conditions</Link>
        </p>
      )}
      {order.cancellable && (
        <CancelOrder
          action={orderPath(order.orderId)}
          reasons={reasons}
          paid={order.payment.paidAt !== null}
          problem={problem}
        />
      )}
      {order.invoice && <TaxInvoice invoice={order.invoice} />}
    </Stack>
  );
}

// An order that is not one of the customer's answers exactly as a missing one: say so, and lead back.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Stack gap={4}>
      <title>Order not found | Nirmal</title>
      <h1>Order</h1>
      <EmptyState
        title="We could not find this order"
        description="It is not among the orders of your account. All your orders are listed on My orders."
        action={
          <Link href={ORDERS_PATH} variant="standalone">
            My orders
          </Link>
        }
      />
    </Stack>
  );
}
