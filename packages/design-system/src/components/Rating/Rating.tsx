import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { StarIcon, starOutline } from '../../icons/actions.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { filledStars, starFills, type StarFill } from './starFill.ts';
import {
  RatingLabel,
  RatingRoot,
  RatingStar,
  RatingStarInput,
  RatingStarLabel,
  RatingStarRow,
  RatingStars,
} from './Rating.styles.ts';

export type RatingProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** The rating (controlled); `0` for none yet. Read-only ratings may be fractional (4.5). @default undefined */
  value?: number;
  /** The rating to start with (uncontrolled). @default 0 */
  defaultValue?: number;
  /** Called with the stars chosen, 1 to `max`. @default undefined */
  onChange?: (value: number) => void;
  /** Number of stars. @default 5 */
  max?: number;
  /** Shows a value without letting it change, e.g. a product's average rating. @default false */
  readOnly?: boolean;
  /** The question naming the group (interactive only). @default 'Your rating' */
  label?: ReactNode;
  /** Keep the label for assistive technology only. @default false */
  hideLabel?: boolean;
  /** Accessible name of each star, and of the read-only value. @default (value, max) => `${value} out of ${max}` */
  valueLabel?: (value: number, max: number) => string;
  /** Name of the radios, for form submission. @default a generated name */
  name?: string;
  /** The form cannot submit without a rating. @default false */
  required?: boolean;
  /** Disables every star. @default false */
  disabled?: boolean;
  /** Star size; `md` keeps stars comfortable to tap. @default 'md' */
  size?: 'sm' | 'md';
};

const defaultValueLabel = (value: number, max: number) => `${value} out of ${max}`;

/** The width of one star in the icons' 24-unit grid. */
const STAR = 24;

/**
 * A value shown as one drawing: a row of outlined stars with the filled row on top, cut at the
 * value by a nested viewport. A product list shows dozens of ratings, so each is four elements
 * rather than five stars of five.
 */
function StarRow({ value, max }: { value: number; max: number }) {
  const stars = Array.from({ length: max }, (_, index) => `M${12 + index * STAR} 3.5${starOutline}`).join('');
  return (
    <RatingStarRow viewBox={`0 0 ${max * STAR} ${STAR}`} focusable="false" aria-hidden="true">
      <path d={stars} />
      <svg width={filledStars(value, max) * STAR} height={STAR}>
        <path d={stars} />
      </svg>
    </RatingStarRow>
  );
}

function Star({ fill }: { fill: StarFill }) {
  return (
    <RatingStar data-fill={fill}>
      <StarIcon />
      <StarIcon />
    </RatingStar>
  );
}

/**
 * Stars from 1 to 5. Interactive, it is a radio group (Tab to it, arrow keys change the rating,
 * each star named "3 out of 5"); `readOnly`, it is one image named by its value, with half stars.
 */
export function Rating({
  value: valueProp,
  defaultValue = 0,
  onChange,
  max = 5,
  readOnly = false,
  label = 'Your rating',
  hideLabel = false,
  valueLabel = defaultValueLabel,
  name,
  required = false,
  disabled = false,
  size = 'md',
  ...rest
}: RatingProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const [hovered, setHovered] = useState<number | null>(null);
  const id = useId();

  if (readOnly) {
    return (
      <RatingRoot
        role="img"
        aria-label={valueLabel(value, max)}
        data-size={size}
        data-read-only
        {...rest}
        {...identity('Rating')}
      >
        <StarRow value={value} max={max} />
      </RatingRoot>
    );
  }

  const fills = starFills(hovered ?? value, max);
  return (
    <RatingRoot
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      data-size={size}
      data-hide-label={hideLabel || undefined}
      {...rest}
      {...identity('Rating')}
    >
      <RatingLabel id={`${id}-label`}>{label}</RatingLabel>
      <RatingStars onMouseLeave={() => setHovered(null)}>
        {fills.map((fill, index) => {
          const stars = index + 1;
          const starId = `${id}-${stars}`;
          return (
            <span key={stars}>
              <RatingStarInput
                type="radio"
                id={starId}
                name={name ?? id}
                value={stars}
                checked={value === stars}
                onChange={() => setValue(stars)}
                required={required}
                disabled={disabled}
              />
              <RatingStarLabel htmlFor={starId} onMouseEnter={() => !disabled && setHovered(stars)}>
                <Star fill={fill} />
                <VisuallyHidden>{valueLabel(stars, max)}</VisuallyHidden>
              </RatingStarLabel>
            </span>
          );
        })}
      </RatingStars>
    </RatingRoot>
  );
}
