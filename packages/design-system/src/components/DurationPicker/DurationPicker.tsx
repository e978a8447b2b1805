import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatDate, formatInr } from '@nirmal/format';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { FieldError } from '../../internal/styles/field.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { PriceTag } from '../PriceTag/index.ts';
import {
  DurationBadge,
  DurationCard,
  DurationLabel,
  DurationLabelRow,
  DurationLegend,
  DurationNote,
  DurationOptions,
  DurationPickerRoot,
  DurationRadio,
  DurationSaving,
  DurationText,
} from './DurationPicker.styles.ts';

/** One plan length on offer and its price, as the server priced it. */
export type DurationOption = {
  /** Length of the plan in years, 1 to 5 (`amcPlanDurations`). */
  years: number;
  /** Price of the whole term, in rupees. */
  price: number;
  /** Price before the discount, in rupees; shown struck through. */
  mrp?: number;
  /** Price per year, in rupees, shown for terms over a year. Worked out from `price` when absent. */
  perYear?: number;
  /** What the term saves against buying it year by year, in rupees; shown as "Save ₹2,160" when above 0. */
  saving?: number;
  /** Last day the term covers, `YYYY-MM-DD`; shown as "Covers you until 26 Nov 2029". */
  endDate?: string;
  /** A short line under the price, e.g. "2 free filter changes". */
  note?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
};

export type DurationPickerProps = Omit<ComponentPropsWithRef<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The lengths on offer, in order. */
  options: ReadonlyArray<DurationOption>;
  /** The chosen years (controlled); `null` for none yet. @default undefined */
  value?: number | null;
  /** The years chosen at first (uncontrolled). @default null */
  defaultValue?: number | null;
  /** Called with the years the customer picks. @default undefined */
  onChange?: (years: number) => void;
  /** The years to mark as the recommended choice. @default undefined */
  recommended?: number;
  /** The group's visible name. @default 'Choose plan duration' */
  legend?: ReactNode;
  /** Each option's name from its years. @default (years) => (years === 1 ? '1 year' : `${years} years`) */
  yearsLabel?: (years: number) => string;
  /** The price per year under multi-year prices, from the formatted amount. @default (amount) => `${amount} per year` */
  perYearText?: (amount: string) => string;
  /** An option's saving against year-by-year prices, from the formatted amount. @default (amount) => `Save ${amount}` */
  savingText?: (amount: string) => string;
  /** An option's last covered day, from the formatted date. @default (date) => `Covers you until ${date}` */
  endDateText?: (date: string) => string;
  /** Text of the recommended badge. @default 'Best value' */
  recommendedLabel?: string;
  /** Name shared by the radios, for form submission. @default 'planDuration' */
  name?: string;
  /** Error message, e.g. when the customer continues without choosing. @default undefined */
  error?: ReactNode;
  /** Disables every option. @default false */
  disabled?: boolean;
};

const defaultYearsLabel = (years: number) => (years === 1 ? '1 year' : `${years} years`);
const defaultPerYearText = (amount: string) => `${amount} per year`;
const defaultSavingText = (amount: string) => `Save ${amount}`;
const defaultEndDateText = (date: string) => `Covers you until ${date}`;

/**
 * The length of an AMC plan (1 to 5 years) as radio cards, each with its total price (PriceTag),
 * for multi-year terms the price per year and the saving against buying year by year, and
 * optionally the last day it covers. Arrow keys move between the cards; the whole card is
 * clickable.
 */
export function DurationPicker({
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  recommended,
  legend = 'Choose plan duration',
  yearsLabel = defaultYearsLabel,
  perYearText = defaultPerYearText,
  savingText = defaultSavingText,
  endDateText = defaultEndDateText,
  recommendedLabel = 'Best value',
  name = 'planDuration',
  error,
  disabled = false,
  ...rest
}: DurationPickerProps) {
  const [value, setValue] = useControllableState<number | null>(
    valueProp,
    defaultValue,
    onChange as ((value: number | null) => void) | undefined,
  );
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <DurationPickerRoot
      disabled={disabled}
      data-invalid={error ? true : undefined}
      {...rest}
      {...identity('DurationPicker')}
    >
      <DurationLegend>{legend}</DurationLegend>
      <DurationOptions>
        {options.map((option) => {
          const key = `${id}-${option.years}`;
          const isRecommended = recommended === option.years;
          const saving = option.saving !== undefined && option.saving > 0 ? option.saving : undefined;
          return (
            <DurationCard
              key={option.years}
              data-recommended={isRecommended || undefined}
              data-disabled={disabled || option.disabled || undefined}
              onClick={(event) => {
                // Clicks on the price or note choose too; the label and radio already do.
                const target = event.target as HTMLElement;
                if (disabled || option.disabled || target.closest('label, input')) return;
                if (value !== option.years) setValue(option.years);
              }}
            >
              <DurationRadio
                type="radio"
                id={key}
                name={name}
                value={option.years}
                checked={value === option.years}
                disabled={option.disabled}
                onChange={() => setValue(option.years)}
                aria-describedby={describedBy(
                  isRecommended && `${key}-badge`,
                  `${key}-price`,
                  option.years > 1 && `${key}-per-year`,
                  saving !== undefined && `${key}-saving`,
                  option.endDate !== undefined && `${key}-end`,
                  option.note !== undefined && `${key}-note`,
                  errorId,
                )}
              />
              <DurationText>
                <DurationLabelRow>
                  <DurationLabel htmlFor={key}>{yearsLabel(option.years)}</DurationLabel>
                  {isRecommended && <DurationBadge id={`${key}-badge`}>{recommendedLabel}</DurationBadge>}
                </DurationLabelRow>
                <PriceTag id={`${key}-price`} price={option.price} mrp={option.mrp} size="sm" />
                {option.years > 1 && (
                  <DurationNote id={`${key}-per-year`}>
                    {perYearText(formatInr(option.perYear ?? Math.round(option.price / option.years)))}
                  </DurationNote>
                )}
                {saving !== undefined && (
                  <DurationSaving id={`${key}-saving`}>{savingText(formatInr(saving))}</DurationSaving>
                )}
                {option.endDate !== undefined && (
                  <DurationNote id={`${key}-end`}>{endDateText(formatDate(option.endDate))}</DurationNote>
                )}
                {option.note !== undefined && <DurationNote id={`${key}-note`}>{option.note}</DurationNote>}
              </DurationText>
            </DurationCard>
          );
        })}
      </DurationOptions>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </DurationPickerRoot>
  );
}
