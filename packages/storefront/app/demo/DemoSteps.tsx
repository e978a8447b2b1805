import {
  BookingSuccess,
  Button,
  InlineAlert,
  LoginForm,
  SlotPicker,
  Stack,
  type SlotPickerValue,
} from '@nirmal/design-system';
import { ProductError, demoQueries, type DemoDetails } from '@nirmal/domain';
import { demoProductLabels, type DemoBooking as BookedDemo } from '@nirmal/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../account/refusal.ts';
import { useOtpConversation } from '../sign-in/use-otp-conversation.ts';
import { useClients } from '../state/app-state.tsx';

// The demo's steps after the details, loaded while the visitor fills those in: the code form, the
// slot picker and the confirmation are not part of the page's first paint.

export function VerifyStep({
  details,
  onVerified,
  onChangeDetails,
}: {
  details: DemoDetails;
  onVerified: () => void;
  onChangeDetails: () => void;
}) {
  const { otp } = useClients();
  const { formProps } = useOtpConversation({
    send: (mobile) => otp.sendForLead(mobile),
    verify: async (request) => {
      await otp.verifyLead(request);
      onVerified();
    },
  });
  return (
    <Stack as="section" gap={4} aria-labelledby="demo-verify">
      <h2 id="demo-verify">Confirm your mobile number</h2>
      <p>
        {details.name}, a {demoProductLabels[details.productType].toLowerCase()} demo at {details.pincode}. We
        send a code to your number: your demo is booked for it, and only it sees the booking.
      </p>
      <LoginForm {...formProps} sendOtpLabel="Send code" otpLabel="Enter the code" />
      <div>
        <Button variant="secondary" onClick={onChangeDetails}>
          Change details
        </Button>
      </div>
    </Stack>
  );
}

export function SlotStep({
  details,
  onBooked,
  onUnverified,
}: {
  details: DemoDetails;
  onBooked: (demo: BookedDemo) => void;
  onUnverified: () => void;
}) {
  const clients = useClients();
  const slots = useQuery(demoQueries.slots(clients.demo, details.pincode));
  const [choice, setChoice] = useState<SlotPickerValue | null>(null);
  const [problem, setProblem] = useState<string>();
  const [booking, setBooking] = useState(false);
  // One key for this booking: a double click or a retry books once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function book() {
    if (!choice) {
      setProblem('Choose a day and a time slot.');
      return;
    }
    setBooking(true);
    setProblem(undefined);
    try {
      onBooked(await clients.demo.book({ ...details, ...choice, idempotencyKey }));
    } catch (failure) {
      if (failure instanceof ProductError && failure.status === 403) {
        onUnverified();
        return;
      }
      setProblem(refusalMessage(failure));
      setChoice(null);
      await slots.refetch();
    } finally {
      setBooking(false);
    }
  }

  return (
    <Stack as="section" gap={4} aria-labelledby="demo-slot">
      <h2 id="demo-slot">Choose a time</h2>
      {slots.data && (
        <SlotPicker
          legend={`Demo slots at ${slots.data.hubName}`}
          days={slots.data.days}
          value={choice}
          onChange={setChoice}
          error={problem}
        />
      )}
      {slots.isError && <InlineAlert tone="error">{refusalMessage(slots.error)}</InlineAlert>}
      <Button onClick={() => void book()} loading={booking} disabled={!slots.data}>
        Book my free demo
      </Button>
    </Stack>
  );
}

export function DemoBooked({ demo }: { demo: BookedDemo }) {
  return (
    <BookingSuccess
      serviceRequestID={demo.demoId}
      serviceDate={demo.date}
      serviceSlot={demo.slotLabel}
      productName={demoProductLabels[demo.productType]}
      title="Your free demo is booked"
      message="We have sent the details by SMS. Our expert will call you before coming over."
      requestIdLabel="Booking ID"
      productLabel="Product"
    />
  );
}
