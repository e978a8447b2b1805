import {
  BookingSuccess,
  Button,
  InlineAlert,
  SlotPicker,
  Stack,
  TextField,
  type SlotPickerValue,
} from '@nirmal/design-system';
import { demoProductLabels, type DemoBooking as BookedDemo } from '@nirmal/domain/contract';
import { formatDate, formatInternationalMobile } from '@nirmal/format';
import { useState } from 'react';
import { Form } from 'react-router';
import styled from 'styled-components';
import { WebOtpField } from '../sign-in/WebOtpField.tsx';
import { DemoFormFields, useSubmitting } from './DemoFormFields.tsx';
import { CHOOSE_SLOT, slotChoice, type DemoStage } from './demo-stage.ts';
import { useKeptDemoMobile } from './kept-details.ts';
import { keptInHistory } from './stage-in-history.ts';

// The demo's steps after the details, loaded while the visitor fills those in: the code forms, the
// slot picker and the confirmation are not part of the page's first paint.

export function VerifyStep({ stage }: { stage: Extract<DemoStage, { step: 'verify' }> }) {
  const { details, mobile, sentTo, requestId, mobileProblem, codeProblem } = stage;
  const sending = useSubmitting('send-code');
  const verifying = useSubmitting('verify');
  const changing = useSubmitting('change-details');
  const [keptMobile, keepMobile] = useKeptDemoMobile();
  return (
    <Stack as="section" gap={4} aria-labelledby="demo-verify">
      <h2 id="demo-verify">Confirm your mobile number</h2>
      <p>
        {details.name}, your {demoProductLabels[details.productType].toLowerCase()} demo at {details.pincode}.
        We send a code to your number: your demo is booked for it, and only it sees the booking.
      </p>
      <Form method="post" noValidate state={keptInHistory(stage)}>
        <DemoFormFields intent="send-code" details={details} />
        {requestId && sentTo && (
          <>
            <input type="hidden" name="requestId" value={requestId} />
            <input type="hidden" name="sentTo" value={sentTo} />
          </>
        )}
        <Stack gap={3}>
          <TextField
            // The number kept from before a reload fills the field anew (it starts from its default).
            key={keptMobile === undefined ? 'typed' : 'kept'}
            label="Your mobile number"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix="+91"
            required
            defaultValue={mobile ?? keptMobile}
            onChange={(event) => keepMobile(event.currentTarget.value)}
            error={mobileProblem}
          />
          <div>
            <Button type="submit" variant={requestId ? 'secondary' : 'primary'} loading={sending}>
              {requestId ? 'Send a new code' : 'Send code'}
            </Button>
          </div>
        </Stack>
      </Form>
      {requestId && sentTo && (
        <Form method="post" noValidate state={keptInHistory(stage)}>
          <DemoFormFields intent="verify" details={details} />
          <input type="hidden" name="mobile" value={sentTo} />
          <input type="hidden" name="requestId" value={requestId} />
          <Stack gap={3}>
            <WebOtpField
              listening={!verifying}
              label="Enter the code"
              name="otp"
              hint={`Sent by SMS to ${formatInternationalMobile(sentTo)}`}
              required
              error={codeProblem}
            />
            <div>
              <Button type="submit" loading={verifying}>
                Verify
              </Button>
            </div>
          </Stack>
        </Form>
      )}
      <Form method="post">
        <DemoFormFields intent="change-details" details={details} />
        <Button type="submit" variant="secondary" loading={changing}>
          Change details
        </Button>
      </Form>
    </Stack>
  );
}

/** The picker needs the JavaScript: where it does not run, the plain list of slots below stands in. */
const ScriptedSlotPicker = styled(SlotPicker)`
  @media (scripting: none) {
    display: none;
  }
`;

export function SlotStep({ stage }: { stage: Extract<DemoStage, { step: 'slot' }> }) {
  const { details, calendar, idempotencyKey } = stage;
  const booking = useSubmitting('book');
  const [choice, setChoice] = useState<SlotPickerValue | null>(null);
  const [problem, setProblem] = useState(stage.problem);
  return (
    <Stack as="section" gap={4} aria-labelledby="demo-slot">
      <h2 id="demo-slot">Choose a time</h2>
      <Form
        method="post"
        noValidate
        state={keptInHistory(stage)}
        onSubmit={(event) => {
          if (choice) return;
          event.preventDefault();
          setProblem(CHOOSE_SLOT);
        }}
      >
        <DemoFormFields intent="book" details={details} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {choice && <input type="hidden" name="choice" value={slotChoice(choice.date, choice.slot)} />}
        <Stack gap={4}>
          <ScriptedSlotPicker
            legend={`Demo slots at ${calendar.hubName}`}
            days={calendar.days}
            value={choice}
            onChange={(chosen) => {
              setChoice(chosen);
              setProblem(undefined);
            }}
            error={problem}
          />
          <noscript>
            <label>
              {`Demo slots at ${calendar.hubName} `}
              <select name="choice" required>
                {calendar.days.map((day) => (
                  <optgroup key={day.date} label={formatDate(day.date)}>
                    {day.slots
                      .filter((slot) => slot.state === 'available')
                      .map((slot) => (
                        <option key={slot.id} value={slotChoice(day.date, slot.id)}>
                          {`${formatDate(day.date)}, ${slot.label}`}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </label>
            {problem && <p>{problem}</p>}
          </noscript>
          <div>
            <Button type="submit" loading={booking}>
              Book my free demo
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}

export function DemoBooked({ demo, choiceUnused }: { demo: BookedDemo; choiceUnused: boolean }) {
  const booking = (
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
  return choiceUnused ? (
    <Stack gap={4}>
      <InlineAlert tone="info" title="This demo was already booked">
        {`The time you chose again was not used: your demo stays on ${formatDate(demo.date)}, ${demo.slotLabel}. To change it, call us.`}
      </InlineAlert>
      {booking}
    </Stack>
  ) : (
    booking
  );
}
