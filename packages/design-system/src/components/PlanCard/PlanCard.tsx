import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
import { CheckCircleIcon, CheckIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import type { AmcTier } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { PriceTag } from '../PriceTag/index.ts';
import { TierBadge } from '../TierBadge/index.ts';
import {
  PlanAction,
  PlanBenefits,
  PlanCardRoot,
  PlanDuration,
  PlanHeading,
  PlanTag,
  PlanTags,
  PlanUnavailable,
} from './PlanCard.styles.ts';

export type PlanCardProps = ComponentPropsWithRef<'article'> & {
  /** The plan's tier, shown as its TierBadge (VALUE reads Base, COMP Comprehensive). */
  tier: AmcTier;
  /** A name after the badge, e.g. "AMC for Aqua RO+UV". @default undefined */
  name?: ReactNode;
  /** Price of the plan for its duration, in rupees. */
  price: number;
  /** Price before the discount, in rupees; shown struck through. @default undefined */
  mrp?: number;
  /** Length of the plan in years. @default 1 */
  years?: number;
  /**
   * Price per year in rupees, shown under a multi-year price (the server's figure when it has one).
   * @default Math.round(price / years)
   */
  pricePerYear?: number;
  /** The key benefits, most important first (three to five read best). @default [] */
  benefits?: ReadonlyArray<ReactNode>;
  /** This is the plan the customer has chosen. @default false */
  selected?: boolean;
  /** Marks the plan as the recommended one. @default false */
  recommended?: boolean;
  /**
   * Shown but not choosable, e.g. a tier not offered for this device: the card is muted, its
   * button disabled, and `unavailableText` says why. @default false
   */
  disabled?: boolean;
  /** Called by the select button; without it there is no button. @default undefined */
  onSelect?: () => void;
  /** Heading level, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The duration line, from the years. @default (years) => (years === 1 ? 'for 1 year' : `for ${years} years`) */
  durationText?: (years: number) => string;
  /** The price per year under a multi-year price, from the formatted amount. @default (amount) => `${amount} per year` */
  perYearText?: (amount: string) => string;
  /** Why a `disabled` plan cannot be chosen. @default 'Not available for this device' */
  unavailableText?: ReactNode;
  /** Names the benefits list. @default 'Key benefits' */
  benefitsLabel?: string;
  /** @default 'Select plan' */
  selectLabel?: string;
  /** Tag of the chosen plan. @default 'Selected' */
  selectedLabel?: string;
  /** Tag of the recommended plan. @default 'Recommended' */
  recommendedLabel?: string;
};

const defaultDurationText = (years: number) => (years === 1 ? 'for 1 year' : `for ${years} years`);
const defaultPerYearText = (amount: string) => `${amount} per year`;

/**
 * An AMC plan to choose: its tier badge, price (PriceTag) for its duration (and per year when
 * longer than one), key benefits and a select button, with selected, recommended and unavailable
 * states written out, not only coloured. In a row of cards (Grid) every card takes the row's
 * height and keeps its button at the bottom.
 */
export function PlanCard({
  tier,
  name,
  price,
  mrp,
  years = 1,
  pricePerYear,
  benefits = [],
  selected = false,
  recommended = false,
  disabled = false,
  onSelect,
  headingLevel = 'h3',
  durationText = defaultDurationText,
  perYearText = defaultPerYearText,
  unavailableText = 'Not available for this device',
  benefitsLabel = 'Key benefits',
  selectLabel = 'Select plan',
  selectedLabel = 'Selected',
  recommendedLabel = 'Recommended',
  ...rest
}: PlanCardProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const priceId = `${id}-price`;
  const unavailableId = `${id}-unavailable`;
  return (
    <PlanCardRoot
      aria-labelledby={headingId}
      data-tier={tier}
      data-selected={selected || undefined}
      data-recommended={recommended || undefined}
      data-disabled={disabled || undefined}
      {...rest}
      {...identity('PlanCard')}
    >
      <PlanTags>
        {recommended && <PlanTag data-kind="recommended">{recommendedLabel}</PlanTag>}
        {selected && (
          <PlanTag data-kind="selected">
            <CheckCircleIcon />
            {selectedLabel}
          </PlanTag>
        )}
      </PlanTags>
      <PlanHeading as={headingLevel} id={headingId}>
        <TierBadge tier={tier} />
        {name}
      </PlanHeading>
      <div>
        <PriceTag id={priceId} price={price} mrp={mrp} />
        <PlanDuration>
          {durationText(years)}
          {years > 1 && (
            <>
              <br />
              {perYearText(formatInr(pricePerYear ?? Math.round(price / years)))}
            </>
          )}
        </PlanDuration>
      </div>
      {benefits.length > 0 && (
        <PlanBenefits aria-label={benefitsLabel}>
          {benefits.map((benefit, index) => (
            <li key={index}>
              <CheckIcon />
              <span>{benefit}</span>
            </li>
          ))}
        </PlanBenefits>
      )}
      {(onSelect || disabled) && (
        <PlanAction>
          {disabled && <PlanUnavailable id={unavailableId}>{unavailableText}</PlanUnavailable>}
          {onSelect && (
            <Button
              variant={selected ? 'primary' : 'secondary'}
              aria-pressed={selected}
              aria-describedby={describedBy(headingId, priceId, disabled && unavailableId)}
              disabled={disabled}
              startIcon={selected ? <CheckIcon /> : undefined}
              onClick={onSelect}
            >
              {selectLabel}
            </Button>
          )}
        </PlanAction>
      )}
    </PlanCardRoot>
  );
}
