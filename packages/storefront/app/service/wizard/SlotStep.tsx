import { BookSlotStep, Button, Skeleton, Stack, WizardStep } from '@nirmal/design-system';
import type { SlotPickerDay } from '@nirmal/design-system';
import { ProductError, SOMETHING_WENT_WRONG, serviceQueries } from '@nirmal/domain';
import type { SlotCalendar } from '@nirmal/domain/contract';
import { formatDate, formatSlotTime } from '@nirmal/format';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useClients } from '../../state/app-state.tsx';
import { goNext, type WizardStepProps } from './step-props.ts';

const pickerDays = (calendar: SlotCalendar): SlotPickerDay[] =>
  calendar.days.map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => ({ id: slot.id, label: slot.label, state: slot.state })),
  }));

/**
 * §2 step 5: two weeks of the hub's free one-hour slots. Continue holds the slot for the summary; a
 * slot taken meanwhile says "This slot is no longer available" and offers the nearest free ones.
 */
export const SlotStep = observer(function SlotStep(props: WizardStepProps) {
  const { store } = props;
  const { service } = useClients();
  const calendarFor = store.slotCalendarFor;
  const {
    data: calendar,
    error: calendarError,
    refetch,
  } = useQuery({
    ...serviceQueries.slots(service, calendarFor ?? { assetId: '' }),
    enabled: calendarFor !== null,
  });
  const moving = store.openRequests.find((open) => open.serviceRequestID === store.serviceRequestID);

  const hold = async (date: string, slot: string) => {
    store.chooseSlot(date, slot, calendar?.serviceDuration);
    if (await store.holdSlot(service)) goNext(props);
    else void refetch();
  };

  const nearest = store.nearestSlots.length > 0 && (
    <Stack gap={2}>
      <span>{store.problem}. These are the nearest free slots:</span>
      <Stack direction="row" gap={2} wrap>
        {store.nearestSlots.map((free) => (
          <Button
            key={`${free.date} ${free.slot}`}
            variant="secondary"
            size="sm"
            onClick={() => void hold(free.date, free.slot)}
          >
            {`${formatDate(free.date)}, ${free.label}`}
          </Button>
        ))}
      </Stack>
    </Stack>
  );

  if (!calendar) {
    // Slots refused (e.g. no service centre at the pincode) say why, with Back to change what led here.
    return calendarError ? (
      <WizardStep
        title={store.isRescheduleFlow ? 'Reschedule your visit' : 'Book a slot'}
        error={calendarError instanceof ProductError ? calendarError.message : SOMETHING_WENT_WRONG}
        onBack={props.back}
      />
    ) : (
      <Skeleton height="20rem" aria-label="Loading free slots" />
    );
  }
  return (
    <BookSlotStep
      days={pickerDays(calendar)}
      // The store's choice, so a slot refused by the server is no longer shown as the visit.
      value={
        store.serviceDate && store.serviceSlot ? { date: store.serviceDate, slot: store.serviceSlot } : null
      }
      onChange={({ date, slot }) => store.chooseSlot(date, slot, calendar.serviceDuration)}
      serviceDuration={calendar.serviceDuration}
      isRescheduleFlow={store.isRescheduleFlow}
      currentBooking={
        moving && {
          serviceDate: moving.serviceDate,
          serviceSlot: formatSlotTime(moving.serviceSlot, moving.serviceDuration),
        }
      }
      continueLabel="Continue"
      continuing={store.busy}
      error={nearest || (store.problem ?? undefined)}
      onBack={props.back}
      onContinue={({ serviceDate, serviceSlot }) => void hold(serviceDate, serviceSlot)}
    />
  );
});
