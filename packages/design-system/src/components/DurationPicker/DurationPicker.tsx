import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
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
  DurationText,
} from './DurationPicker.styles.ts';

/** One plan length on offer and its price. */
export type DurationOption = {
  /** Length of the plan in years (1, 2, 3…). */
  years: number;
  /** Price of the whole term, in rupees. */
  price: number;
  /** Price before the discount, in rupees; shown struck through. */
  mrp?: number;
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

/**
 * The length of an AMC plan as radio cards, each with its price (PriceTag) and, for multi-year
 * terms, the price per year. Arrow keys move between the cards; the whole card is clickable.
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
                    {perYearText(formatInr(Math.round(option.price / option.years)))}
                  </DurationNote>
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
