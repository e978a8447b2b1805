import { useEffect } from 'react';
import { useAnalyticsConsent } from './consent.ts';
import type { DataLayerEvent } from './data-layer.ts';

/**
 * A journey's event (product viewed, checkout started, …) sent once where it is rendered, and only
 * with the visitor's consent: to the data layer, and to the engagement tracker as a direct event.
 * The code that sends it loads only then.
 */
export function AnalyticsEvent({ event }: { event: DataLayerEvent }) {
  const consent = useAnalyticsConsent();
  const sent = JSON.stringify(event);
  useEffect(() => {
    if (consent !== 'granted') return;
    void import('./data-layer.ts').then(({ pushToDataLayer, trackDirect }) => {
      const data = JSON.parse(sent) as DataLayerEvent;
      pushToDataLayer(data);
      const { event: name, ...fields } = data;
      trackDirect(name, fields);
    });
  }, [consent, sent]);
  return null;
}
