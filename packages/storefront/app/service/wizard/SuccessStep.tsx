import { BookingSuccess } from '@nirmal/design-system';
import { DEVICES_PATH } from '@nirmal/domain';
import { formatSlotTime } from '@nirmal/format';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { trackingPath } from '../paths.ts';
import type { WizardStepProps } from './step-props.ts';

/** §2 step 7: the request booked (or moved), from which nothing goes back. */
export const SuccessStep = observer(function SuccessStep({ store }: WizardStepProps) {
  const navigate = useNavigate();
  const id = store.serviceRequestID ?? '';
  return (
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
  );
});
