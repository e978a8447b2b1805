import { InlineAlert, RadioGroup, RequestSummary, type RequestSummaryProps } from '@nirmal/design-system';
import {
  invalidateServiceRequests,
  rupeesFromPaise,
  serviceQueries,
  type ServiceRequestStore,
} from '@nirmal/domain';
import {
  RESCHEDULE_DISPOSITIONS,
  SERVICE_MESSAGES,
  servicePriceLines,
  type BookingEligibility,
  type RescheduleDisposition,
  type ServiceRequestDetails,
} from '@nirmal/domain/contract';
import { formatSlotTime } from '@nirmal/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paymentPath } from '../../payment/paths.ts';
import { useClients } from '../../state/app-state.tsx';
import { focusInView } from './focus-in-view.ts';
import type { WizardStepProps } from './step-props.ts';

const PAY_CHOICES = [
  { value: 'later', label: 'Pay the technician after the visit' },
  { value: 'now', label: 'Pay online now' },
];

const heldUntil = (expiresAt: string) =>
  new Date(expiresAt).toLocaleTimeString('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

const isRescheduleReason = (code: string): code is RescheduleDisposition => code in RESCHEDULE_DISPOSITIONS;

type VisitFacts = Pick<
  RequestSummaryProps,
  'defectType' | 'addnRemarks' | 'address' | 'servicePrice' | 'priceLines'
>;

/** A visit being moved as it is booked: its place, problem, remarks and price stay (unknown until its details come). */
const bookedFacts = (moving: ServiceRequestDetails | undefined): VisitFacts => ({
  defectType: moving?.defectType ?? undefined,
  addnRemarks: moving?.addnRemarks ?? undefined,
  address: moving?.address,
  servicePrice: moving && rupeesFromPaise(moving.servicePricePaise),
});

/**
 * A new visit as the wizard's answers have it: the problem in the words it was chosen by and, for
 * a repair, its price line by line (the visit charge and each repair) as the server priced them.
 */
const chosenFacts = (store: ServiceRequestStore, repair: BookingEligibility | undefined): VisitFacts => ({
  defectType: repair?.defectTypes.find((defect) => defect.value === store.defectType)?.label,
  addnRemarks: store.addnRemarks || undefined,
  address: store.address,
  servicePrice: store.servicePrice === null ? undefined : rupeesFromPaise(store.servicePrice),
  priceLines:
    repair && store.serviceType === 'REPAIR'
      ? servicePriceLines(repair, store.repairs).map(({ label, pricePaise }) => ({
          label,
          price: rupeesFromPaise(pricePaise),
        }))
      : undefined,
});

/** One key per attempt to book: a double press or a retry answers the same request. */
const newIdempotencyKey = () => crypto.randomUUID();

/**
 * §2 step 6: what is booked, where, when and for what price (free in warranty or plan), with the
 * slot held meanwhile and given back when the customer leaves. A visit that may be paid in advance
 * asks how; a visit being moved asks why (the dispositions).
 */
export const SummaryStep = observer(function SummaryStep(props: WizardStepProps) {
  const { store } = props;
  const clients = useClients();
  const { service } = clients;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [payNow, setPayNow] = useState('later');
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string>();
  const reasonQuestion = useRef<HTMLFieldSetElement>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { data: dispositions } = useQuery({
    ...serviceQueries.dispositions(service),
    enabled: store.isRescheduleFlow,
  });
  // The problem in the words the customer chose it by and the repairs' prices (the repair's eligibility lists them).
  const { data: repair } = useQuery({
    ...serviceQueries.eligibility(service, store.assetId ?? '', 'REPAIR'),
    enabled: store.defectType !== '',
  });
  const { data: moving } = useQuery({
    ...serviceQueries.details(service, store.serviceRequestID ?? ''),
    enabled: store.isRescheduleFlow && store.serviceRequestID !== null,
  });

  // Leaving the summary any way but by booking gives the held slot back. (The clients, not one
  // area's client, are the dependency: an area's client is made afresh on each read.)
  useEffect(
    () => () => {
      if (store.step !== 'booking-success') void store.releaseHold(clients.service);
    },
    [store, clients],
  );

  const price = store.servicePrice;
  const asksPayment = !store.isRescheduleFlow && store.isPrepaidAllowed && price !== null && price > 0;

  const confirm = async () => {
    if (store.isRescheduleFlow) {
      if (!isRescheduleReason(reason)) {
        // Said at once, so the question is brought into view with its message.
        flushSync(() => setReasonProblem(SERVICE_MESSAGES.reason));
        const question = reasonQuestion.current;
        const firstChoice = question?.querySelector('input');
        if (question && firstChoice) focusInView(firstChoice, question);
        return;
      }
      // Moved, the store is on booking success and the address follows it.
      if (await store.reschedule(service, reason)) void invalidateServiceRequests(queryClient);
      return;
    }
    const result = await store.book(service, { payNow: asksPayment && payNow === 'now', idempotencyKey });
    if (!result) return;
    void invalidateServiceRequests(queryClient);
    if (result.order) await navigate(paymentPath(result.order.orderId));
  };

  return (
    <RequestSummary
      serviceType={store.serviceType ?? 'REPAIR'}
      productName={store.productName ?? undefined}
      {...(store.isRescheduleFlow ? bookedFacts(moving) : chosenFacts(store, repair))}
      serviceDate={store.serviceDate ?? undefined}
      serviceSlot={store.serviceSlot ? formatSlotTime(store.serviceSlot, store.serviceDuration) : undefined}
      serviceDuration={store.serviceDuration}
      isRescheduleFlow={store.isRescheduleFlow}
      confirming={store.busy}
      error={store.problem ?? undefined}
      onBack={props.back}
      onConfirm={() => void confirm()}
    >
      {store.hold && (
        <InlineAlert tone="info">{`We are holding this slot for you until ${heldUntil(store.hold.expiresAt)}.`}</InlineAlert>
      )}
      {store.isRescheduleFlow && dispositions && (
        <RadioGroup
          ref={reasonQuestion}
          legend="Why are you rescheduling?"
          name="reason"
          required
          options={dispositions.reschedule.map(({ code, label }) => ({ value: code, label }))}
          value={reason}
          onChange={(code) => {
            setReason(code);
            setReasonProblem(undefined);
          }}
          error={reasonProblem}
        />
      )}
      {asksPayment && (
        <RadioGroup
          legend="How would you like to pay?"
          name="payNow"
          options={PAY_CHOICES}
          value={payNow}
          onChange={setPayNow}
        />
      )}
    </RequestSummary>
  );
});
