import { BookingSuccess } from '@nirmal/design-system';
import { DEVICES_PATH, serviceBookedEvent } from '@nirmal/domain';
import { formatSlotTime } from '@nirmal/format';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { AnalyticsEvent } from '../../analytics/AnalyticsEvent.tsx';
import { trackingPath } from '../paths.ts';
import type { WizardStepProps } from './step-props.ts';

/** §2 step 7: the request booked (or moved), from which nothing goes back. */
export const SuccessStep = observer(function SuccessStep({ store }: WizardStepProps) {
  const navigate = useNavigate();
  const id = store.serviceRequestID ?? '';
  return (
    <>
      {/* A visit booked to pay later (one paid now is its order's event); a visit moved is no booking. */}
      {!store.isRescheduleFlow && id && (
        <AnalyticsEvent
          event={serviceBookedEvent({
            serviceRequestID: id,
            serviceType: store.serviceType,
            productId: store.productId,
            productName: store.productName,
          })}
          once={`service:${id}`}
        />
      )}
      <BookingSuccess
        serviceRequestID={id}
        serviceDate={store.serviceDate ?? undefined}
        serviceSlot={store.serviceSlot ? formatSlotTime(store.serviceSlot, store.serviceDuration) : undefined}
        serviceType={store.serviceType ?? undefined}
        productName={store.productName ?? undefined}
        isRescheduleFlow={store.isRescheduleFlow}
        onTrackStatus={() => void navigate(trackingPath(id))}
        onBackToDevices={() => void navigate(DEVICES_PATH)}
      />
    </>
  );
});
