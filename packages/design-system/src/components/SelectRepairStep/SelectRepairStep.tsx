import { useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { FieldError } from '../../internal/styles/field.tsx';
import { identity } from '../../internal/identity.ts';
import { WizardStepFrame, type WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import { Checkbox } from '../Checkbox/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { repairTotal, type RepairOption } from './repairTotal.ts';
import {
  RepairFieldset,
  RepairItem,
  RepairItems,
  RepairLegend,
  RepairPrice,
  RepairTotal,
} from './SelectRepairStep.styles.ts';

/** The repairs chosen and what they add up to. */
export type RepairSelection = {
  /** Codes of the chosen repairs, in the order offered. */
  repairs: string[];
  /** The estimated total in rupees: their known prices and the visit charge when given; `null` when none is known yet. */
  servicePrice: number | null;
};

export type SelectRepairStepProps = Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'defaultValue' | 'onSubmit' | 'onChange'
> & {
  /** The repairs offered for the device and defect, with prices where known. */
  repairOptions: ReadonlyArray<RepairOption>;
  /** Codes chosen at first, e.g. when coming back to this step. @default [] */
  defaultValue?: ReadonlyArray<string>;
  /** Called with `{ repairs, servicePrice }` when at least one repair is chosen. @default undefined */
  onContinue?: (selection: RepairSelection) => void;
  /** Called with the repairs chosen and their total as they change, e.g. to keep them over a reload. @default undefined */
  onChange?: (selection: RepairSelection) => void;
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** The visit's own charge in rupees, `0` when free: counted in the estimated total and named under it. @default undefined */
  visitCharge?: number | null;
  /** Under the total, naming the visit charge. @default (charge) => charge === 0 ? 'The visit itself is free.' : `Includes the ${formatInr(charge)} visit charge.` */
  visitChargeNote?: (visitCharge: number) => ReactNode;
  /** The repair can be paid online in advance (the API's `isPrepaidAllowed`): shows the prepaid note. @default false */
  isPrepaidAllowed?: boolean;
  /** Continue is running: spinner, presses ignored. @default false */
  continuing?: boolean;
  /** Why the step could not continue, e.g. the server's answer. @default undefined */
  error?: ReactNode;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default 'Select repair' */
  title?: ReactNode;
  /** Under the heading. @default 'Choose everything that needs fixing. The technician confirms the work before starting.' */
  description?: ReactNode;
  /** Names the list of repairs. @default 'Repairs needed' */
  legend?: ReactNode;
  /** Said in place of a price the technician quotes at the visit. @default 'Price after inspection' */
  unpricedText?: ReactNode;
  /** @default 'Estimated total' */
  totalLabel?: ReactNode;
  /** Under the total when some chosen repairs have no price yet. @default 'Repairs priced after inspection are added by the technician.' */
  unpricedTotalNote?: ReactNode;
  /** The prepaid note, shown unless the repairs chosen are free. @default 'You can pay for this repair online when you confirm the booking, or pay the technician after the visit.' */
  prepaidText?: ReactNode;
  /** Said for a repair, or an estimate, that costs nothing (e.g. under warranty). @default 'Free' */
  freeText?: ReactNode;
  /** @default 'Please choose at least one repair' */
  requiredMessage?: ReactNode;
  /** @default 'Continue' */
  continueLabel?: ReactNode;
  /** @default 'Back' */
  backLabel?: ReactNode;
};

const defaultVisitChargeNote = (visitCharge: number) =>
  visitCharge === 0 ? 'The visit itself is free.' : `Includes the ${formatInr(visitCharge)} visit charge.`;

/**
 * The "select repair" step: the repairs the device needs as checkboxes, each with its price in
 * rupees where known ("Price after inspection" otherwise; "Free" when it costs nothing), a running
 * estimated total (with the visit charge when given), and the prepaid note when paying in advance
 * is allowed and there is something to pay. Continue needs at least one repair.
 */
export function SelectRepairStep({
  repairOptions,
  defaultValue = [],
  onContinue,
  onChange,
  onBack,
  visitCharge,
  visitChargeNote = defaultVisitChargeNote,
  isPrepaidAllowed = false,
  continuing = false,
  error,
  headingLevel = 'h2',
  title = 'Select repair',
  description = 'Choose everything that needs fixing. The technician confirms the work before starting.',
  legend = 'Repairs needed',
  unpricedText = 'Price after inspection',
  totalLabel = 'Estimated total',
  unpricedTotalNote = 'Repairs priced after inspection are added by the technician.',
  prepaidText = 'You can pay for this repair online when you confirm the booking, or pay the technician after the visit.',
  freeText = 'Free',
  requiredMessage = 'Please choose at least one repair',
  continueLabel = 'Continue',
  backLabel = 'Back',
  ...rest
}: SelectRepairStepProps) {
  const id = useId();
  const errorId = `${id}-required`;
  const [chosen, setChosen] = useState<readonly string[]>(defaultValue);
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && chosen.length === 0;
  const total = repairTotal(repairOptions, chosen, visitCharge);
  // Nothing to pay: no price to show in rupees, and nothing to pay online.
  const free = total.servicePrice === 0 && !total.hasUnpriced;

  const selectionOf = (codes: readonly string[]): RepairSelection => ({
    repairs: repairOptions.map((option) => option.value).filter((value) => codes.includes(value)),
    servicePrice: repairTotal(repairOptions, codes, visitCharge).servicePrice,
  });

  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...chosen, value] : chosen.filter((chosenValue) => chosenValue !== value);
    setChosen(next);
    onChange?.(selectionOf(next));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (chosen.length === 0) {
      event.currentTarget.querySelector<HTMLElement>('input[type="checkbox"]:not(:disabled)')?.focus();
      return;
    }
    if (continuing) return;
    onContinue?.(selectionOf(chosen));
  };

  return (
    <WizardStepFrame
      {...{ title, description, headingLevel, onBack, backLabel, continueLabel, continuing, error }}
      onSubmit={handleSubmit}
      {...rest}
      {...identity('SelectRepairStep')}
    >
      <RepairFieldset data-invalid={missing || undefined} aria-describedby={describedBy(missing && errorId)}>
        <RepairLegend>{legend}</RepairLegend>
        <RepairItems>
          {repairOptions.map((option, index) => {
            const priceId = `${id}-price-${index}`;
            const known = typeof option.servicePrice === 'number';
            const checked = chosen.includes(option.value);
            return (
              <RepairItem key={option.value} data-checked={checked || undefined}>
                <Checkbox
                  label={option.label}
                  hint={option.description}
                  name="repairs"
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled}
                  aria-invalid={missing || undefined}
                  aria-describedby={priceId}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <RepairPrice id={priceId} data-unknown={!known || undefined}>
                  {option.servicePrice === 0
                    ? freeText
                    : typeof option.servicePrice === 'number'
                      ? formatInr(option.servicePrice)
                      : unpricedText}
                </RepairPrice>
              </RepairItem>
            );
          })}
        </RepairItems>
        {missing && <FieldError id={errorId}>{requiredMessage}</FieldError>}
      </RepairFieldset>
      <RepairTotal aria-live="polite" aria-atomic="true">
        <span>{totalLabel}</span>
        <span>
          {free
            ? freeText
            : total.servicePrice !== null
              ? formatInr(total.servicePrice)
              : total.hasUnpriced
                ? unpricedText
                : formatInr(0)}
        </span>
        {typeof visitCharge === 'number' && <p>{visitChargeNote(visitCharge)}</p>}
        {total.hasUnpriced && <p>{unpricedTotalNote}</p>}
      </RepairTotal>
      {isPrepaidAllowed && !free && (
        <InlineAlert tone="info" role="none">
          {prepaidText}
        </InlineAlert>
      )}
    </WizardStepFrame>
  );
}
