import { PendingRequestList } from '@nirmal/design-system';
import { observer } from 'mobx-react-lite';
import { requestCardProps } from '../request-card.ts';
import { useRequestActions } from '../request-actions.tsx';
import { goNext, type WizardStepProps } from './step-props.ts';

/** §2 step 1: the device's open requests, each with reschedule and cancel, and "Book a new service". */
export const PendingStep = observer(function PendingStep(props: WizardStepProps) {
  const { store } = props;
  const actions = useRequestActions();
  const requests = store.openRequests;
  return (
    <>
      <PendingRequestList
        productName={store.productName ?? undefined}
        requests={requests.map(requestCardProps)}
        onBookNew={() => goNext(props)}
        onReschedule={(id) => {
          const request = requests.find((open) => open.serviceRequestID === id);
          if (request) actions.reschedule(request);
        }}
        onCancel={actions.cancel}
      />
      {actions.dialog}
    </>
  );
});
