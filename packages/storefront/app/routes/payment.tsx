import {
  Button,
  DescriptionList,
  EmptyState,
  InlineAlert,
  Link,
  PaymentMethodPicker,
  PaymentOutcome,
  Stack,
  paymentProviderLabels,
  type PaymentProvider,
} from '@nirmal/design-system';
import {
  ProductError,
  formatInrFromPaise,
  orderQueries,
  paymentQueries,
  rupeesFromPaise,
} from '@nirmal/domain';
import type { PaymentHandoff } from '@nirmal/domain/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { data, Form, isRouteErrorResponse, useNavigation } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { REFUND_DUE_MESSAGE } from '../payment/outcome-texts.ts';
import { ordersListOf } from '../payment/orders-list.ts';
import { ORDERS_PATH, orderPath, paymentPath, paymentStatusPath } from '../payment/paths.ts';
import { paymentRefusal, refusedForTheOrder, type PaymentRefusal } from '../payment/payment-refusal.ts';
import { unpayableOrder } from '../payment/unpayable-order.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { orderIdInAddress } from '../server/id-in-address.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = () => [
  { title: 'Pay for your order | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const orderId = orderIdInAddress(params.orderId);
  const { orders, payments } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(
      context,
      orderQueries.detail(orders, orderId),
      // Settling a payment left pending at the provider, so a refreshed page knows first.
      paymentQueries.status(payments, orderId, { settle: true }),
    ),
  );
  return { orderId, dehydratedState };
}

export interface PaymentActionResult extends Partial<PaymentRefusal> {
  handoff?: PaymentHandoff;
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const provider = form.get('provider');
  const { payments } = requestState(context).clients;
  try {
    const started = await signedInOnly(url, () =>
      payments.initiate({
        orderId: params.orderId,
        provider: provider === 'PAYU' || provider === 'RAZORPAY' ? provider : undefined,
      }),
    );
    return data<PaymentActionResult>({ handoff: started.handoff });
  } catch (error) {
    // A provider that is down, or an order that can no longer be paid: said on the page, with Pay again.
    if (error instanceof ProductError && error.status !== 401) {
      return data<PaymentActionResult>(paymentRefusal(error), { status: error.status || 503 });
    }
    throw error;
  }
}

/** A refused Pay is not read again, except when the order is why: the page then shows where it stands. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || refusedForTheOrder(actionResult);
}

/**
 * The form that takes the customer to the provider's page, as the provider asks for it. It sends
 * itself once it is on the page; without JavaScript the customer presses Continue.
 */
function Handoff({ handoff, provider }: { handoff: PaymentHandoff; provider: PaymentProvider | null }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), [handoff]);
  return (
    <form ref={form} method={handoff.method === 'GET' ? 'get' : 'post'} action={handoff.action}>
      {Object.entries(handoff.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack gap={3}>
        <p role="status">{`Taking you to ${provider ? paymentProviderLabels[provider] : 'the payment page'}…`}</p>
        <Button type="submit" variant="secondary">
          Continue to pay
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The payment widget of one order (§2 /ecom/payment/[orderId]): its amount, the provider and Pay,
 * which hands the customer to the provider's page. The server decides whether the order can be
 * paid, so a refreshed or reopened page of a paid order shows that it is paid and never pays twice.
 */
export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PaymentPage orderId={loaderData.orderId} actionData={actionData} />
    </HydrationBoundary>
  );
}

function PaymentPage({
  orderId,
  actionData,
}: {
  orderId: string;
  actionData: PaymentActionResult | undefined;
}) {
  const { orders, payments } = useClients();
  const { data: order } = useSuspenseQuery(orderQueries.detail(orders, orderId));
  const { data: status } = useSuspenseQuery(paymentQueries.status(payments, orderId));
  const navigation = useNavigation();
  // The provider the order was placed with; an order placed elsewhere (an agent's link, a visit
  // paid online) starts on the first one offered, so Pay always has a choice to send.
  const [provider, setProvider] = useState<PaymentProvider | null>(
    status.provider ?? order.payment.provider ?? status.providers[0] ?? null,
  );
  const starting = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  if (status.state === 'captured' || (!order.payment.payable && order.payment.paidAt)) {
    return (
      <PaymentOutcome
        variant="success"
        title="This order is paid"
        message="Your payment was received. There is nothing more to pay."
        orderId={order.orderId}
        amount={rupeesFromPaise(order.amountPaise)}
        orderHref={orderPath(order.orderId)}
      />
    );
  }
  if (!order.payment.payable) {
    const { description, next } = unpayableOrder(order, { refundDue: status.refundDue });
    return (
      <EmptyState
        title="This order can no longer be paid"
        description={description}
        action={
          <>
            <Link href={next.href} variant="standalone">
              {next.label}
            </Link>
            <Link href={orderPath(order.orderId)} variant="standalone">
              View order
            </Link>
          </>
        }
      />
    );
  }
  const amount = formatInrFromPaise(order.amountPaise);
  const list = ordersListOf(order.kind);
  return (
    <Stack gap={5} style={{ maxWidth: '36rem' }}>
      <h1>Pay for your order</h1>
      <DescriptionList
        items={[
          { label: 'Order ID', value: order.orderId },
          {
            label: 'For',
            value: order.lines
              .map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name))
              .join(', '),
          },
          { label: 'Amount to pay', value: <strong>{amount}</strong> },
        ]}
      />
      {status.state === 'pending' && (
        <InlineAlert
          tone="info"
          title="A payment for this order is under way"
          action={<Link href={paymentStatusPath(order.orderId)}>Check its status</Link>}
        >
          If you finished paying, it will show here in a moment. Paying again continues the same payment: you
          will not be charged twice.
        </InlineAlert>
      )}
      {status.state === 'failed' && (
        <InlineAlert tone="warning" title="Your last payment did not go through">
          {status.refundDue ? REFUND_DUE_MESSAGE : 'Nothing was charged for it.'} You can pay again below.
        </InlineAlert>
      )}
      {actionData?.handoff ? (
        <Handoff handoff={actionData.handoff} provider={provider} />
      ) : (
        <Form method="post" action={paymentPath(order.orderId)}>
          <Stack gap={4}>
            <PaymentMethodPicker
              name="provider"
              providers={status.providers}
              value={provider}
              onChange={setProvider}
              required
            />
            {actionData?.message && (
              <InlineAlert tone="error" title="We could not start your payment">
                {actionData.message}
              </InlineAlert>
            )}
            <Button type="submit" variant="primary" size="lg" loading={starting} style={{ width: '100%' }}>
              {`Pay ${amount}`}
            </Button>
          </Stack>
        </Form>
      )}
      <Link href={list.href}>{list.label}</Link>
    </Stack>
  );
}

// An order that is not one of the customer's: say so, and lead to their orders.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <EmptyState
      title="We could not find this order"
      description="It is not among the orders of your account."
      action={
        <Link href={ORDERS_PATH} variant="standalone">
          Your orders
        </Link>
      }
    />
  );
}
