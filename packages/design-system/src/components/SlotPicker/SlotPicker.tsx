import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatDate } from '@nirmal/format';
import { ClockIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { FieldError } from '../../internal/styles/field.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { defaultServiceDuration, slotStateReasons, type SlotState } from '../../vocabulary/index.ts';
import {
  dayKeys,
  durationToIso,
  formatDuration,
  formatWeekday,
  moveSlot,
  slotKeys,
  type SlotKey,
} from './slotGrid.ts';
import {
  DayButton,
  DayList,
  SlotButton,
  SlotDuration,
  SlotEmpty,
  SlotGrid,
  SlotPickerLegend,
  SlotPickerRoot,
  SlotReason,
  SlotSectionTitle,
} from './SlotPicker.styles.ts';

/** One visit slot of a day. */
export type SlotPickerSlot = {
  /** The slot's code on the wire, e.g. `09:00-10:00`; what `value.slot` holds. */
  id: string;
  /** What the customer reads, e.g. "9:00 AM – 10:00 AM". */
  label: string;
  /** Whether it can be booked. */
  state: SlotState;
  /** Why it cannot be booked, instead of the state's default reason. */
  reason?: string;
};

/** A day offered for the visit, with its slots. */
export type SlotPickerDay = {
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
  /** The day's slots in time order. */
  slots: ReadonlyArray<SlotPickerSlot>;
};

/** A chosen slot: the day and the slot's `id`. */
export type SlotPickerValue = { date: string; slot: string };

export type SlotPickerProps = Omit<ComponentPropsWithRef<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The days offered, in order, each with its slots. */
  days: ReadonlyArray<SlotPickerDay>;
  /** The chosen slot (controlled); `null` for none yet. @default undefined */
  value?: SlotPickerValue | null;
  /** The slot chosen at first (uncontrolled). @default null */
  defaultValue?: SlotPickerValue | null;
  /** Called with `{ date, slot }` when the customer picks an available slot. @default undefined */
  onChange?: (value: SlotPickerValue) => void;
  /** Length of the visit as `HH:MM`; a service visit takes one hour. @default '01:00' */
  duration?: string;
  /** The group's visible name. @default 'Book a slot' */
  legend?: ReactNode;
  /** Names the visit length. @default 'Service duration' */
  durationLabel?: string;
  /** Names the list of days. @default 'Choose a date' */
  datesLabel?: string;
  /** Names the slots of a day, from its formatted date. @default (date) => `Time slots on ${date}` */
  slotsLabel?: (formattedDate: string) => string;
  /**
   * Under each day, from its count of available slots and the day: with none, "Full" only when
   * some slot is booked up, else "Closed" (a day off, or today past its last bookable slot).
   * @default (count, day) => count === 1 ? '1 slot' : count > 1 ? `${count} slots` : day.slots.some((slot) => slot.state === 'full') ? 'Full' : 'Closed'
   */
  slotCountText?: (count: number, day: SlotPickerDay) => string;
  /** Shown when the chosen day has no slots at all. @default 'No slots on this day. Please choose another date.' */
  noSlotsText?: ReactNode;
  /** Why a slot cannot be chosen, by state (a slot's own `reason` wins). @default { full: 'Fully booked', unavailable: 'Not available' } */
  reasons?: Partial<Record<Exclude<SlotState, 'available'>, string>>;
  /** Error message, e.g. when the customer continues without a slot. @default undefined */
  error?: ReactNode;
};

const defaultSlotsLabel = (date: string) => `Time slots on ${date}`;
const defaultSlotCountText = (count: number, day: SlotPickerDay) =>
  count === 1
    ? '1 slot'
    : count > 1
      ? `${count} slots`
      : day.slots.some((slot) => slot.state === 'full')
        ? 'Full'
        : 'Closed';
const availableCount = (day: SlotPickerDay) => day.slots.filter((slot) => slot.state === 'available').length;

/** How many cells the grid shows per row, read from the laid-out buttons. */
const columnsOf = (cells: HTMLElement[]) => {
  const top = cells[0]?.offsetTop;
  return Math.max(1, cells.filter((cell) => cell.offsetTop === top).length);
};

/**
 * One tab stop over a list of items (the days, the slots): a key of `keys` pressed on one of the
 * items `selector` finds in `container` moves the focus to the item `move` answers (-1: nowhere).
 */
function moveFocus(
  event: KeyboardEvent,
  keys: readonly string[],
  container: HTMLElement | null,
  selector: string,
  move: (from: number, items: HTMLElement[]) => number,
): void {
  if (!keys.includes(event.key)) return;
  const items = Array.from(container?.querySelectorAll<HTMLElement>(selector) ?? []);
  const from = items.indexOf(event.target as HTMLElement);
  if (from === -1) return;
  event.preventDefault();
  const next = move(from, items);
  if (next >= 0) items[next]?.focus();
}

/**
 * A visit's day and time: days as a sideways list of buttons, the chosen day's slots as a radio
 * group that arrow keys move through (one tab stop). Full and unavailable slots stay visible,
 * disabled, with the reason said. Presentational: the caller passes the days and their slots.
 */
export function SlotPicker({
  days,
  value: valueProp,
  defaultValue = null,
  onChange,
  duration = defaultServiceDuration,
  legend = 'Book a slot',
  durationLabel = 'Service duration',
  datesLabel = 'Choose a date',
  slotsLabel = defaultSlotsLabel,
  slotCountText = defaultSlotCountText,
  noSlotsText = 'No slots on this day. Please choose another date.',
  reasons,
  error,
  ...rest
}: SlotPickerProps) {
  const [value, setValue] = useControllableState<SlotPickerValue | null>(
    valueProp,
    defaultValue,
    onChange as ((value: SlotPickerValue | null) => void) | undefined,
  );
  const [activeDate, setActiveDate] = useState<string | undefined>(
    () => value?.date ?? days.find((day) => availableCount(day) > 0)?.date ?? days[0]?.date,
  );
  const gridRef = useRef<HTMLDivElement>(null);
  const dayListRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const datesId = `${id}-dates`;
  const slotsId = `${id}-slots`;
  const allReasons = { ...slotStateReasons, ...reasons };

  const activeDay = days.find((day) => day.date === activeDate) ?? days[0];
  const slots = activeDay?.slots ?? [];
  const enabled = slots.map((slot) => slot.state === 'available');
  const selectedIndex =
    activeDay && value?.date === activeDay.date ? slots.findIndex((slot) => slot.id === value.slot) : -1;
  // One tab stop: the chosen slot, else the first available one, else the first (to hear why not).
  const tabStop =
    selectedIndex >= 0 && enabled[selectedIndex] ? selectedIndex : Math.max(enabled.indexOf(true), 0);

  const choose = (index: number) => {
    const slot = slots[index];
    if (!activeDay || !slot || slot.state !== 'available') return;
    if (value?.date !== activeDay.date || value.slot !== slot.id)
      setValue({ date: activeDay.date, slot: slot.id });
  };

  // The days are one tab stop too, the day shown: Left and Right (wrapping), Home and End move to
  // another day and show its slots, as tabs do.
  const handleDayKeyDown = (event: KeyboardEvent<HTMLUListElement>) =>
    moveFocus(event, dayKeys, dayListRef.current, 'button', (from, buttons) => {
      const next = moveSlot(
        buttons.map(() => true),
        from,
        event.key as SlotKey,
      );
      const day = days[next];
      if (day) setActiveDate(day.date);
      return day ? next : -1;
    });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    moveFocus(event, slotKeys, gridRef.current, '[role="radio"]', (from, cells) => {
      const next = moveSlot(enabled, from, event.key as SlotKey, columnsOf(cells));
      if (next >= 0 && next !== from) choose(next);
      return next === from ? -1 : next;
    });

  return (
    <SlotPickerRoot data-invalid={error ? true : undefined} {...rest} {...identity('SlotPicker')}>
      <SlotPickerLegend>{legend}</SlotPickerLegend>
      <SlotDuration>
        <ClockIcon />
        <span>{durationLabel}:</span>
        <time dateTime={durationToIso(duration)}>{formatDuration(duration)}</time>
      </SlotDuration>

      <SlotSectionTitle id={datesId}>{datesLabel}</SlotSectionTitle>
      <DayList ref={dayListRef} aria-labelledby={datesId} onKeyDown={handleDayKeyDown}>
        {days.map((day) => {
          const count = availableCount(day);
          return (
            <li key={day.date}>
              <DayButton
                type="button"
                aria-pressed={day.date === activeDay?.date}
                aria-controls={slotsId}
                tabIndex={day.date === activeDay?.date ? 0 : -1}
                data-empty={count === 0 || undefined}
                onClick={() => setActiveDate(day.date)}
              >
                <span>{formatWeekday(day.date)}</span>
                <span>
                  <time dateTime={day.date}>{formatDate(day.date)}</time>
                </span>
                <span>{slotCountText(count, day)}</span>
              </DayButton>
            </li>
          );
        })}
      </DayList>

      {activeDay && slots.length > 0 ? (
        <SlotGrid
          ref={gridRef}
          id={slotsId}
          role="radiogroup"
          aria-label={slotsLabel(formatDate(activeDay.date))}
          aria-describedby={describedBy(errorId)}
          aria-invalid={error ? true : undefined}
          onKeyDown={handleKeyDown}
        >
          {slots.map((slot, index) => {
            const disabled = slot.state !== 'available';
            const reason = disabled
              ? (slot.reason ?? allReasons[slot.state as Exclude<SlotState, 'available'>])
              : null;
            return (
              <SlotButton
                key={slot.id}
                type="button"
                role="radio"
                aria-checked={index === selectedIndex}
                aria-disabled={disabled || undefined}
                tabIndex={index === tabStop ? 0 : -1}
                data-state={slot.state}
                onClick={() => choose(index)}
              >
                <span>{slot.label}</span>
                {reason && <SlotReason>{reason}</SlotReason>}
              </SlotButton>
            );
          })}
        </SlotGrid>
      ) : (
        <SlotEmpty id={slotsId} role="status">
          {noSlotsText}
        </SlotEmpty>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </SlotPickerRoot>
  );
}
