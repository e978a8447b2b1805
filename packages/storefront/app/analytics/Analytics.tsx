import { lazy, Suspense } from 'react';
import { useAnalyticsConsent } from './consent.ts';

const ConsentPrompt = lazy(() =>
  import('./ConsentPrompt.tsx').then((module) => ({ default: module.ConsentPrompt })),
);
const PageViews = lazy(() => import('./PageViews.tsx').then((module) => ({ default: module.PageViews })));

/**
 * Analytics after the first paint and only with consent (DPDP Act 2023): no answer yet asks the
 * question; agreed, page views go to the data layer; declined, nothing is loaded or sent.
 */
export function Analytics() {
  const consent = useAnalyticsConsent();
  if (consent === 'granted')
    return (
      <Suspense fallback={null}>
        <PageViews />
      </Suspense>
    );
  if (consent === null)
    return (
      <Suspense fallback={null}>
        <ConsentPrompt />
      </Suspense>
    );
  return null;
}
