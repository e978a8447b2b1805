import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../state/app-state.tsx';

const ConsentPrompt = lazy(() =>
  import('./ConsentPrompt.tsx').then((module) => ({ default: module.ConsentPrompt })),
);
const Measurement = lazy(() =>
  import('./Measurement.tsx').then((module) => ({ default: module.Measurement })),
);

/**
 * Analytics only with consent (DPDP Act 2023): no answer yet asks the question, rendered on the
 * server into the first paint (its code hydrates when it arrives); agreed, page views and cart adds
 * go to the data layer and the engagement tracker starts; declined, nothing is loaded or sent.
 */
export const Analytics = observer(function Analytics() {
  const { shell } = useStores();
  if (shell.analyticsConsent === 'granted')
    return (
      <Suspense fallback={null}>
        <Measurement />
      </Suspense>
    );
  if (shell.analyticsConsent === null)
    return (
      <Suspense fallback={null}>
        <ConsentPrompt />
      </Suspense>
    );
  return null;
});
