import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../state/app-state.tsx';
import type { DataLayerEvent } from './data-layer.ts';

/**
 * A journey's event (product viewed, checkout started, a purchase, …) sent once where it is
 * rendered, and only with the visitor's consent: to the data layer, and to the engagement tracker
 * as a direct event. With `once`, it is sent once per that key in this browser, however often the
 * page is shown (a purchase per order). The code that sends it loads only then.
 */
export const AnalyticsEvent = observer(function AnalyticsEvent({
  event,
  once,
}: {
  event: DataLayerEvent;
  once?: string;
}) {
  const consent = useStores().shell.analyticsConsent;
  const sent = JSON.stringify(event);
  useEffect(() => {
    if (consent !== 'granted') return;
    void import('./data-layer.ts').then(({ sendEvent, sendEventOnce }) => {
      const data = JSON.parse(sent) as DataLayerEvent;
      if (once) sendEventOnce(once, data);
      else sendEvent(data);
    });
  }, [consent, sent, once]);
  return null;
});
