import { Button, RadioGroup, Stack, TextField } from '@nirmal/design-system';
import { DEMO_PRODUCTS, demoProductLabels } from '@nirmal/domain/contract';
import { fullNameMaxLength } from '@nirmal/format';
import { lazy, useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { useSubmitting } from './DemoFormFields.tsx';
import type { DemoStage } from './demo-stage.ts';
import { useKeptDemoDetails } from './kept-details.ts';

const loadLaterSteps = () => import('./DemoSteps.tsx');
const VerifyStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.VerifyStep })));
const SlotStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.SlotStep })));
const DemoBooked = lazy(() => loadLaterSteps().then((module) => ({ default: module.DemoBooked })));

const FIRST_STAGE: Extract<DemoStage, { step: 'details' }> = {
  step: 'details',
  values: { name: '', pincode: '', productType: '' },
  problems: {},
};

/**
 * Booking a free home demo as a visitor: name, pincode (checked against the service area at once)
 * and product; the mobile number confirmed by a code; a slot of the pincode's hub; the
 * confirmation. Each step is a form posted to the page's action (`stage` is its answer), so it
 * works before the JavaScript arrives, or without it. No Suspense boundary around the later
 * steps: the server renders a posted step in full, and a browser keeps the step before on screen
 * while the next one's code loads.
 */
export function DemoBooking({ stage = FIRST_STAGE }: { stage?: DemoStage }) {
  const kept = useKeptDemoDetails(stage, stage === FIRST_STAGE);
  switch (stage.step) {
    case 'details':
      // Details kept from before a reload fill the form anew (its fields start from their defaults).
      return kept ? (
        <DetailsStep key="kept" stage={{ ...FIRST_STAGE, values: kept }} />
      ) : (
        <DetailsStep stage={stage} />
      );
    case 'verify':
      return <VerifyStep stage={stage} />;
    case 'slot':
      return <SlotStep stage={stage} />;
    case 'booked':
      return <DemoBooked demo={stage.demo} choiceUnused={stage.choiceUnused ?? false} />;
  }
}

function DetailsStep({ stage: { values, problems } }: { stage: Extract<DemoStage, { step: 'details' }> }) {
  const checking = useSubmitting('details');
  const form = useRef<HTMLFormElement>(null);
  // Details sent back with problems: the first field to fix has the focus, so it is read out and typed in.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  return (
    // The next steps' code loads once the visitor starts on their details, while they type them:
    // not with the page, whose first load it would add to.
    <Form
      ref={form}
      method="post"
      noValidate
      aria-labelledby="demo-details"
      onFocus={() => void loadLaterSteps()}
    >
      <input type="hidden" name="intent" value="details" />
      <Stack gap={4}>
        <h2 id="demo-details">Your details</h2>
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          maxLength={fullNameMaxLength}
          required
          defaultValue={values.name}
          error={problems.name}
        />
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          required
          defaultValue={values.pincode}
          hint="Where the demo is to be given"
          error={problems.pincode}
        />
        <RadioGroup
          legend="Product you would like to see"
          name="productType"
          defaultValue={values.productType}
          options={DEMO_PRODUCTS.map((product) => ({ value: product, label: demoProductLabels[product] }))}
          error={problems.productType}
          required
        />
        <Button type="submit" loading={checking}>
          Continue
        </Button>
      </Stack>
    </Form>
  );
}
