import { DescriptionList, Link, Stack, StatusTracker } from '@nirmal/design-system';
import { formatInrFromPaise } from '@nirmal/domain';
import type { ServiceRequestDetails } from '@nirmal/domain/contract';
import { formatDate, formatSlotTime, serviceStatusLabel, serviceTypeLabels } from '@nirmal/format';
import { orderPath, paymentPath } from '../payment/paths.ts';
import { ratePath } from './paths.ts';
import { trackerSteps } from './tracker-steps.ts';

/** How a charged visit is paid: online in advance (collected, or still awaited) or to the technician. */
function paymentOf(request: ServiceRequestDetails): string {
  const order = request.prepaidOrder;
  if (!order) return 'To the technician after the visit';
  if (!request.prepaidAmountCollected) {
    return request.status === 'AWAITING_PAYMENT' ? 'Awaiting your online payment' : 'Not paid';
  }
  const paid = `${formatInrFromPaise(order.amountPaise)} paid online`;
  return order.status === 'cancelled' ? `${paid}, refund initiated` : paid;
}

/** One request on the tracking page: its status timeline, who is coming, what it costs and how it is paid. */
export function RequestTimeline({ request }: { request: ServiceRequestDetails }) {
  const { steps, currentIndex } = trackerSteps(request);
  const technician = request.technician;
  return (
    <Stack as="section" gap={4} aria-labelledby={`request-${request.serviceRequestID}`}>
      <h2 id={`request-${request.serviceRequestID}`}>
        {`${serviceTypeLabels[request.serviceType]} for ${request.productName}`}
      </h2>
      <p>{serviceStatusLabel(request.serviceType, request.status)}</p>
      <StatusTracker steps={steps} currentIndex={currentIndex} />
      <DescriptionList
        items={[
          { label: 'Request ID', value: request.serviceRequestID },
          {
            label: 'Visit',
            value: `${formatDate(request.serviceDate)}, ${formatSlotTime(request.serviceSlot, request.serviceDuration)}`,
          },
          {
            label: 'Technician',
            value: technician
              ? `${technician.name}, rated ${technician.rating.toFixed(1)} of 5`
              : 'Assigned the day before the visit',
          },
          {
            label: 'Price',
            value: request.servicePricePaise === 0 ? 'Free' : formatInrFromPaise(request.servicePricePaise),
          },
          ...(request.servicePricePaise === 0 ? [] : [{ label: 'Payment', value: paymentOf(request) }]),
        ]}
      />
      {request.status === 'AWAITING_PAYMENT' && request.prepaidOrder && (
        <Link href={paymentPath(request.prepaidOrder.orderId)} variant="standalone">
          Pay now
        </Link>
      )}
      {request.prepaidAmountCollected && request.prepaidOrder && (
        <Link href={orderPath(request.prepaidOrder.orderId)} variant="standalone">
          View payment and invoice
        </Link>
      )}
      {request.isRateable && (
        <Link href={ratePath(request.serviceRequestID)} variant="standalone">
          Rate your technician
        </Link>
      )}
    </Stack>
  );
}
