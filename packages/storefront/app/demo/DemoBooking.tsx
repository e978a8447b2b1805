import { Button, RadioGroup, Stack, TextField } from '@nirmal/design-system';
import { demoQueries, readDemoDetails, type DemoDetails, type DemoDetailsProblems } from '@nirmal/domain';
import { DEMO_PRODUCTS, demoProductLabels, type DemoBooking as BookedDemo } from '@nirmal/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { refusalMessage } from '../account/refusal.ts';
import { useClients } from '../state/app-state.tsx';

const loadLaterSteps = () => import('./DemoSteps.tsx');
const VerifyStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.VerifyStep })));
const SlotStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.SlotStep })));
const DemoBooked = lazy(() => loadLaterSteps().then((module) => ({ default: module.DemoBooked })));

type Stage =
  | { step: 'details'; details?: DemoDetails }
  | { step: 'verify'; details: DemoDetails }
  | { step: 'slot'; details: DemoDetails }
  | { step: 'booked'; demo: BookedDemo };

/**
 * Booking a free home demo as a visitor: name, pincode (checked against the service area at once)
 * and product; the mobile number confirmed by a code; a slot of the pincode's hub; the
 * confirmation. The demo belongs to the confirmed number.
 */
export function DemoBooking() {
  const [stage, setStage] = useState<Stage>({ step: 'details' });
  // The next steps' code loads while the visitor types their details.
  useEffect(() => void loadLaterSteps(), []);
  return <Suspense fallback={null}>{currentStep(stage, setStage)}</Suspense>;
}

function currentStep(stage: Stage, setStage: (stage: Stage) => void) {
  switch (stage.step) {
    case 'details':
      return (
        <DetailsStep
          initial={stage.details}
          onContinue={(details) => setStage({ step: 'verify', details })}
        />
      );
    case 'verify':
      return (
        <VerifyStep
          details={stage.details}
          onVerified={() => setStage({ step: 'slot', details: stage.details })}
          onChangeDetails={() => setStage({ step: 'details', details: stage.details })}
        />
      );
    case 'slot':
      return (
        <SlotStep
          details={stage.details}
          onBooked={(demo) => setStage({ step: 'booked', demo })}
          onUnverified={() => setStage({ step: 'verify', details: stage.details })}
        />
      );
    case 'booked':
      return <DemoBooked demo={stage.demo} />;
  }
}

function DetailsStep({
  initial,
  onContinue,
}: {
  initial: DemoDetails | undefined;
  onContinue: (details: DemoDetails) => void;
}) {
  const clients = useClients();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<DemoDetailsProblems>({});
  const [productType, setProductType] = useState<string>(initial?.productType ?? '');
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = readDemoDetails({
      name: String(form.get('name') ?? ''),
      pincode: String(form.get('pincode') ?? ''),
      productType,
    });
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setChecking(true);
    try {
      // A pincode we do not come to is said now, before the visitor confirms their number.
      await queryClient.fetchQuery(demoQueries.slots(clients.demo, read.details.pincode));
      onContinue(read.details);
    } catch (failure) {
      setProblems({ pincode: refusalMessage(failure) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="demo-details">
      <Stack gap={4}>
        <h2 id="demo-details">Your details</h2>
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          defaultValue={initial?.name}
          error={problems.name}
        />
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          required
          defaultValue={initial?.pincode}
          hint="Where the demo is to be given"
          error={problems.pincode}
        />
        <RadioGroup
          legend="Product you would like to see"
          name="productType"
          value={productType}
          onChange={setProductType}
          options={DEMO_PRODUCTS.map((product) => ({ value: product, label: demoProductLabels[product] }))}
          error={problems.productType}
          required
        />
        <Button type="submit" loading={checking}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
