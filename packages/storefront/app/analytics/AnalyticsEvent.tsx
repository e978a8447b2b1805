import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../state/app-state.tsx';
import type { DataLayerEvent } from './data-layer.ts';

/**
 * A journey's event (product viewed, checkout started, …) sent once where it is rendered, and only
 * with the visitor's consent: to the data layer, and to the engagement tracker as a direct event.
 * The code that sends it loads only then.
 */
export const AnalyticsEvent = observer(function AnalyticsEvent({ event }: { event: DataLayerEvent }) {
  const consent = useStores().shell.analyticsConsent;
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
});
