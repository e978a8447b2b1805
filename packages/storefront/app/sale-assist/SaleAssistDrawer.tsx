import {
  BookingSuccess,
  Button,
  Drawer,
  InlineAlert,
  RadioGroup,
  SlotPicker,
  Stack,
  TextField,
  type SlotPickerValue,
} from '@nirmal/design-system';
import { ProductError, saleAssistQueries } from '@nirmal/domain';
import {
  DEMO_PRODUCTS,
  SALE_ASSIST_CALL_DURATION,
  demoProductLabels,
  type DemoProduct,
  type SaleAssistCall,
} from '@nirmal/domain/contract';
import { formatInternationalMobile, fullNameMaxLength } from '@nirmal/format';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { refusalMessage } from '../account/refusal.ts';
import { useClients, useStores } from '../state/app-state.tsx';
import { bookingProblems, type SaleAssistProblems } from './booking-problems.ts';

const INTEREST_OPTIONS = DEMO_PRODUCTS.map((product) => ({
  value: product,
  label: demoProductLabels[product],
}));

/** The slot errors the server answers when the time went meanwhile: the times are read again. */
const SLOT_REFUSALS = new Set(['SLOT_TAKEN', 'SLOT_NOT_BOOKABLE']);

function BookingForm({ onBooked }: { onBooked: (call: SaleAssistCall) => void }) {
  const clients = useClients();
  const { profile } = useStores();
  const slots = useQuery(saleAssistQueries.slots(clients.saleAssist));
  const [name, setName] = useState(profile.fullName);
  const [mobile, setMobile] = useState(profile.primaryPhone ?? '');
  const [interest, setInterest] = useState('');
  const [choice, setChoice] = useState<SlotPickerValue | null>(null);
  const [problems, setProblems] = useState<SaleAssistProblems>({});
  const [refusal, setRefusal] = useState<string>();
  const [booking, setBooking] = useState(false);

  async function book(event: FormEvent) {
    event.preventDefault();
    const request = {
      name,
      mobile,
      interest: interest as DemoProduct,
      date: choice?.date ?? '',
      slot: choice?.slot ?? '',
    };
    const found = bookingProblems(request);
    setProblems(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    setBooking(true);
    try {
      onBooked(await clients.saleAssist.schedule(request));
    } catch (failure) {
      if (failure instanceof ProductError && failure.code && SLOT_REFUSALS.has(failure.code)) {
        setProblems({ slot: failure.message });
        setChoice(null);
        await slots.refetch();
      } else setRefusal(refusalMessage(failure));
    } finally {
      setBooking(false);
    }
  }

  return (
    <form onSubmit={(event) => void book(event)} noValidate aria-label="Book a call from a sales expert">
      <Stack gap={4}>
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          maxLength={fullNameMaxLength}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problems.name}
        />
        <TextField
          label="Mobile number"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix="+91"
          maxLength={14}
          required
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          error={problems.mobile}
        />
        <RadioGroup
          legend="What would you like to talk about?"
          name="interest"
          options={INTEREST_OPTIONS}
          value={interest}
          onChange={setInterest}
          error={problems.interest}
          required
        />
        {slots.data && (
          <SlotPicker
            legend="When shall we call?"
            days={slots.data.days}
            duration={SALE_ASSIST_CALL_DURATION}
            durationLabel="Call length"
            value={choice}
            onChange={setChoice}
            error={problems.slot}
          />
        )}
        {slots.isError && <InlineAlert tone="error">{refusalMessage(slots.error)}</InlineAlert>}
        {refusal && <InlineAlert tone="error">{refusal}</InlineAlert>}
        <Button type="submit" loading={booking} disabled={!slots.data}>
          Book my call
        </Button>
      </Stack>
    </form>
  );
}

function CallBooked({ call }: { call: SaleAssistCall }) {
  return (
    <BookingSuccess
      serviceRequestID={call.callId}
      serviceDate={call.date}
      serviceSlot={call.slotLabel}
      productName={demoProductLabels[call.interest]}
      title="Your call is booked"
      message={`A sales expert will call you on ${formatInternationalMobile(call.mobile)}.`}
      requestIdLabel="Booking ID"
      productLabel="About"
      headingLevel="h3"
    />
  );
}

/** Sale assist's panel: a visitor books a call-back from a sales expert, and reads when it will be. */
export const SaleAssistDrawer = observer(function SaleAssistDrawer() {
  const { shell } = useStores();
  const [booked, setBooked] = useState<SaleAssistCall | null>(null);
  const open = shell.panels.saleAssist;
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        shell.setOpen('saleAssist', next);
        // A new visit to the panel offers a new booking.
        if (!next) setBooked(null);
      }}
      title="Talk to a sales expert"
      description="Tell us when to call, and an expert will help you choose the right purifier or cleaner."
    >
      {booked ? <CallBooked call={booked} /> : <BookingForm onBooked={setBooked} />}
    </Drawer>
  );
});
