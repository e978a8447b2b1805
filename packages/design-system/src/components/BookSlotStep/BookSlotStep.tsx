import { formatDate } from '@nirmal/format';
import { useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { CalendarIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { defaultServiceDuration } from '../../vocabulary/index.ts';
import { SlotPicker, type SlotPickerDay, type SlotPickerValue } from '../SlotPicker/index.ts';
import { formatDuration, formatWeekday } from '../SlotPicker/slotGrid.ts';
import { WizardStepFrame, type WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import { SlotSummary, SlotSummaryLines } from './BookSlotStep.styles.ts';

/** The visit chosen on this step, in our field names. */
export type BookSlotValue = {
  /** The day, `YYYY-MM-DD`. */
  serviceDate: string;
  /** The slot's code, e.g. `09:00-10:00`. */
  serviceSlot: string;
  /** The length of the visit, `HH:MM`. */
  serviceDuration: string;
};

export type BookSlotStepProps = Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'onChange' | 'defaultValue' | 'onSubmit'
> & {
  /** The days offered, with their slots (from the server). */
  days: ReadonlyArray<SlotPickerDay>;
  /** The chosen slot (controlled); `null` for none yet. @default undefined */
  value?: SlotPickerValue | null;
  /** The slot chosen at first (uncontrolled). @default null */
  defaultValue?: SlotPickerValue | null;
  /** Called with `{ date, slot }` when the customer picks a slot. @default undefined */
  onChange?: (value: SlotPickerValue) => void;
  /** Called with `{ serviceDate, serviceSlot, serviceDuration }` when a slot is chosen. @default undefined */
  onContinue?: (value: BookSlotValue) => void;
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** Length of the visit, `HH:MM`. @default '01:00' */
  serviceDuration?: string;
  /** Moving a booked visit (the API's `isRescheduleFlow`): its own heading and a "Reschedule" button. @default false */
  isRescheduleFlow?: boolean;
  /** The visit being moved, shown when rescheduling: its day and slot as the customer reads it. @default undefined */
  currentBooking?: { serviceDate: string; serviceSlot: string };
  /** Continue (or Reschedule) is running: spinner, presses ignored. @default false */
  continuing?: boolean;
  /** Why booking the slot failed, e.g. it was just taken. @default undefined */
  error?: ReactNode;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default isRescheduleFlow ? 'Reschedule your visit' : 'Book a slot' */
  title?: ReactNode;
  /** @default isRescheduleFlow ? 'Choose a new day and time for the technician.' : 'Choose when the technician should come.' */
  description?: ReactNode;
  /** Names the picker. @default 'Day and time' */
  slotLegend?: ReactNode;
  /** @default 'Your visit' */
  summaryLabel?: ReactNode;
  /** Said before a slot is chosen. @default 'No slot chosen yet.' */
  noSelectionText?: ReactNode;
  /** @default 'Currently booked' */
  currentBookingLabel?: ReactNode;
  /** Said when the customer continues without a slot. @default 'Please choose a slot to continue.' */
  slotRequiredMessage?: ReactNode;
  /** @default isRescheduleFlow ? 'Reschedule' : 'Continue' */
  continueLabel?: ReactNode;
  /** @default 'Back' */
  backLabel?: ReactNode;
};

/** "Mon, 30 Mar 2026, 9:00 AM – 10:00 AM" for a chosen slot of the offered days. */
const describeSlot = (days: readonly SlotPickerDay[], value: SlotPickerValue) => {
  const label = days
    .find((day) => day.date === value.date)
    ?.slots.find((slot) => slot.id === value.slot)?.label;
  const weekday = formatWeekday(value.date);
  return [weekday && `${weekday}, ${formatDate(value.date)}`, label ?? value.slot].filter(Boolean).join(', ');
};

/**
 * The "book a slot" step: the SlotPicker (days, then time slots; one-hour visits by default) under
 * the step's heading, the chosen visit said in words (announced politely), and Continue. In the
 * reschedule flow the heading, the current visit and the button ("Reschedule") say so.
 */
export function BookSlotStep({
  days,
  value: valueProp,
  defaultValue = null,
  onChange,
  onContinue,
  onBack,
  serviceDuration = defaultServiceDuration,
  isRescheduleFlow = false,
  currentBooking,
  continuing = false,
  error,
  headingLevel = 'h2',
  title = isRescheduleFlow ? 'Reschedule your visit' : 'Book a slot',
  description = isRescheduleFlow
    ? 'Choose a new day and time for the technician.'
    : 'Choose when the technician should come.',
  slotLegend = 'Day and time',
  summaryLabel = 'Your visit',
  noSelectionText = 'No slot chosen yet.',
  currentBookingLabel = 'Currently booked',
  slotRequiredMessage = 'Please choose a slot to continue.',
  continueLabel = isRescheduleFlow ? 'Reschedule' : 'Continue',
  backLabel = 'Back',
  ...rest
}: BookSlotStepProps) {
  const [value, setValue] = useControllableState<SlotPickerValue | null>(
    valueProp,
    defaultValue,
    onChange as ((value: SlotPickerValue | null) => void) | undefined,
  );
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && !value;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!value) {
      event.currentTarget.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
      return;
    }
    if (continuing) return;
    onContinue?.({ serviceDate: value.date, serviceSlot: value.slot, serviceDuration });
  };

  return (
    <WizardStepFrame
      {...{ title, description, headingLevel, onBack, backLabel, continueLabel, continuing, error }}
      data-flow={isRescheduleFlow ? 'reschedule' : 'book'}
      onSubmit={handleSubmit}
      {...rest}
      {...identity('BookSlotStep')}
    >
      <SlotPicker
        days={days}
        value={value}
        onChange={setValue}
        duration={serviceDuration}
        legend={slotLegend}
        error={missing ? slotRequiredMessage : undefined}
      />
      <SlotSummary data-chosen={value ? true : undefined}>
        <CalendarIcon />
        <SlotSummaryLines>
          {isRescheduleFlow && currentBooking && (
            <p>
              {currentBookingLabel}:{' '}
              <time dateTime={currentBooking.serviceDate}>{formatDate(currentBooking.serviceDate)}</time>,{' '}
              {currentBooking.serviceSlot}
            </p>
          )}
          <p role="status">
            {summaryLabel}:{' '}
            {value ? (
              <strong>
                {describeSlot(days, value)} ({formatDuration(serviceDuration)})
              </strong>
            ) : (
              noSelectionText
            )}
          </p>
        </SlotSummaryLines>
      </SlotSummary>
    </WizardStepFrame>
  );
}
