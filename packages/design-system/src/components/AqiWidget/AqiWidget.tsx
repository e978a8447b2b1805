import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AirIcon } from '../../icons/overlays.tsx';
import { identity } from '../../internal/identity.ts';
import {
  aqiCategories,
  aqiCategory,
  aqiCategoryLabels,
  aqiDescriptions,
  type AqiCategory,
} from '../../vocabulary/aqi.ts';
import {
  AqiDescription,
  AqiFooter,
  AqiPill,
  AqiReadingRow,
  AqiScale,
  AqiValue,
  AqiWidgetHeading,
  AqiWidgetRoot,
} from './AqiWidget.styles.ts';

export type AqiWidgetProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  /** The AQI reading (0-500, CPCB); its category and colour follow from it. */
  value: number;
  /** The city the reading is for. @default undefined */
  city?: string;
  /** The card's heading. @default (city) => city ? `Air quality in ${city}` : 'Air quality' */
  title?: (city: string | undefined) => ReactNode;
  /** The unit after the number. @default 'AQI' */
  unitLabel?: string;
  /** Category names. @default aqiCategoryLabels (Good … Severe) */
  categoryLabels?: Record<AqiCategory, string>;
  /** Health advice per category. @default aqiDescriptions (CPCB) */
  descriptions?: Record<AqiCategory, string>;
  /** When the reading was taken, as it should read, e.g. 'Updated at 9:00 am'. @default undefined */
  updatedText?: ReactNode;
  /** An action at the bottom, e.g. a link to air purifiers. @default undefined */
  action?: ReactNode;
};

const defaultTitle = (city: string | undefined) => (city ? `Air quality in ${city}` : 'Air quality');

/**
 * A card with the local air quality: the AQI, its CPCB category in the category's colour, a
 * six-band scale, the health advice and, optionally, when it was updated and an action. Nothing
 * renders for a reading that is not a number.
 */
export function AqiWidget({
  value,
  city,
  title = defaultTitle,
  unitLabel = 'AQI',
  categoryLabels = aqiCategoryLabels,
  descriptions = aqiDescriptions,
  updatedText,
  action,
  ...rest
}: AqiWidgetProps) {
  const headingId = useId();
  const category = aqiCategory(value);
  if (!category) return null;
  return (
    <AqiWidgetRoot aria-labelledby={headingId} data-category={category} {...rest} {...identity('AqiWidget')}>
      <AqiWidgetHeading id={headingId}>
        <AirIcon />
        {title(city)}
      </AqiWidgetHeading>
      <AqiReadingRow>
        <AqiValue>
          {Math.round(value)} <small>{unitLabel}</small>
        </AqiValue>
        <AqiPill>{categoryLabels[category]}</AqiPill>
      </AqiReadingRow>
      <AqiScale aria-hidden="true">
        {aqiCategories.map((band) => (
          <li key={band} data-category={band} data-current={band === category || undefined} />
        ))}
      </AqiScale>
      <AqiDescription>{descriptions[category]}</AqiDescription>
      {(updatedText || action) && (
        <AqiFooter>
          {updatedText && <span>{updatedText}</span>}
          {action}
        </AqiFooter>
      )}
    </AqiWidgetRoot>
  );
}
