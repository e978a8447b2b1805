import { Skeleton, Stack } from '@nirmal/design-system';
import { FIRST_SERVICE_STEP, parseServiceStep, type ServiceStep } from '@nirmal/domain';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useInvalidQuestionInView, useStepHeadingFocus } from './focus-in-view.ts';
import { PendingStep } from './PendingStep.tsx';
import type { WizardStepProps } from './step-props.ts';

// The pending request list is what a customer opens the wizard on; each other step loads when
// first reached (the first paint of /service stays within its JavaScript budget).
const ChooseServiceStep = lazy(() =>
  import('./ChooseServiceStep.tsx').then((module) => ({ default: module.ChooseServiceStep })),
);
const RepairStep = lazy(() => import('./RepairStep.tsx').then((module) => ({ default: module.RepairStep })));
const NewAddressStep = lazy(() =>
  import('./NewAddressStep.tsx').then((module) => ({ default: module.NewAddressStep })),
);
const MapLocatorScreen = lazy(() =>
  import('./NewAddressStep.tsx').then((module) => ({ default: module.MapLocatorScreen })),
);
const SlotStep = lazy(() => import('./SlotStep.tsx').then((module) => ({ default: module.SlotStep })));
const SummaryStep = lazy(() =>
  import('./SummaryStep.tsx').then((module) => ({ default: module.SummaryStep })),
);
const SuccessStep = lazy(() =>
  import('./SuccessStep.tsx').then((module) => ({ default: module.SuccessStep })),
);

// The path is known once a kind of visit is chosen, so the progress shows from the second step on.
const BookingProgress = lazy(() =>
  import('./BookingProgress.tsx').then((module) => ({ default: module.BookingProgress })),
);

const SCREENS: Record<ServiceStep, ComponentType<WizardStepProps>> = {
  'pending-requests': PendingStep,
  'book-service': ChooseServiceStep,
  'reinstall-form': NewAddressStep,
  'select-repair': RepairStep,
  'book-slot': SlotStep,
  'request-summary': SummaryStep,
  'booking-success': SuccessStep,
  'map-locator': MapLocatorScreen,
};

/** The service-request wizard (§2 flow): where the customer is on their path, and the step they are on. */
export const ServiceWizard = observer(function ServiceWizard(props: WizardStepProps) {
  const { store, go } = props;
  const Screen = SCREENS[store.step];
  const [search] = useSearchParams();
  const inAddress = parseServiceStep(search.get('step')) ?? FIRST_SERVICE_STEP;
  const screen = useRef<HTMLDivElement>(null);
  useStepHeadingFocus(screen, store.step);
  useInvalidQuestionInView(screen);
  // The address follows the store where it moved by itself: to booking success once booked, or
  // back to the nearest step the answers allow (replacing a step that could not be opened). Only
  // when neither address names the store's step: while a navigation renders, the router's can
  // still be the one before the store moved, and the browser's (Back, whose data is loading) the
  // one after.
  useEffect(() => {
    const inBrowser =
      parseServiceStep(new URLSearchParams(window.location.search).get('step')) ?? FIRST_SERVICE_STEP;
    if (store.step !== inAddress && store.step !== inBrowser) {
      go(store.step, { replace: store.step !== 'booking-success' });
    }
  }, [store.step, inAddress, go]);
  return (
    <Stack gap={5}>
      {store.step !== 'pending-requests' && (
        <Suspense fallback={null}>
          <BookingProgress path={store.path} current={store.mapOpenedFrom ?? store.step} />
        </Suspense>
      )}
      <div ref={screen}>
        <Suspense fallback={<Skeleton height="20rem" aria-label="Loading the step" />}>
          <Screen {...props} />
        </Suspense>
      </div>
    </Stack>
  );
});
