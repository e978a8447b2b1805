import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { aqiCategory, aqiCategoryLabels, aqiDescriptions, type AqiCategory } from '../../vocabulary/aqi.ts';
import { IconButton } from '../IconButton/index.ts';
import { AqiBarDescription, AqiBarReading, AqiBarRoot, AqiBarText, AqiSwatch } from './AqiBar.styles.ts';

export type AqiBarProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The AQI reading (0-500, CPCB); its category and colour follow from it. */
  value: number;
  /** The city the reading is for. @default undefined */
  city?: string;
  /** Whether the bar shows (controlled). @default undefined */
  open?: boolean;
  /** Whether it starts shown (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** Called with `false` when the customer dismisses it. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** The region's accessible name. @default 'Air quality' */
  label?: string;
  /** The reading. @default (value) => `AQI ${value}` */
  valueText?: (value: number) => ReactNode;
  /** Where. @default (city) => `in ${city}` */
  cityText?: (city: string) => ReactNode;
  /** Category names. @default aqiCategoryLabels (Good … Severe) */
  categoryLabels?: Record<AqiCategory, string>;
  /** Health advice per category, shown from the md breakpoint up. @default aqiDescriptions (CPCB) */
  descriptions?: Record<AqiCategory, string>;
  /** Accessible name of the dismiss button. @default 'Dismiss air quality' */
  dismissLabel?: string;
};

const defaultValueText = (value: number) => `AQI ${value}`;
const defaultCityText = (city: string) => `in ${city}`;

/**
 * A slim, dismissible strip with the local air quality: AQI, CPCB category (in its colour), city
 * and, from md up, the health advice. Nothing renders for a reading that is not a number.
 */
export function AqiBar({
  value,
  city,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  label = 'Air quality',
  valueText = defaultValueText,
  cityText = defaultCityText,
  categoryLabels = aqiCategoryLabels,
  descriptions = aqiDescriptions,
  dismissLabel = 'Dismiss air quality',
  ...rest
}: AqiBarProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const category = aqiCategory(value);
  if (!open || !category) return null;
  return (
    <AqiBarRoot aria-label={label} data-category={category} {...rest} {...identity('AqiBar')}>
      <AqiSwatch aria-hidden="true" />
      <AqiBarText>
        <AqiBarReading>
          {valueText(Math.round(value))} · {categoryLabels[category]}
        </AqiBarReading>
        {city && <span>{cityText(city)}</span>}
        <AqiBarDescription>{descriptions[category]}</AqiBarDescription>
      </AqiBarText>
      <IconButton label={dismissLabel} icon={<CloseIcon />} size="sm" onClick={() => setOpen(false)} />
    </AqiBarRoot>
  );
}
