import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
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
  /** The key benefits, most important first (three to five read best). @default [] */
  benefits?: ReadonlyArray<ReactNode>;
  /** This is the plan the customer has chosen. @default false */
  selected?: boolean;
  /** Marks the plan as the recommended one. @default false */
  recommended?: boolean;
  /** Called by the select button; without it there is no button. @default undefined */
  onSelect?: () => void;
  /** Heading level, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The duration line, from the years. @default (years) => (years === 1 ? 'for 1 year' : `for ${years} years`) */
  durationText?: (years: number) => string;
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

/**
 * An AMC plan to choose: its tier badge, price (PriceTag) for its duration, key benefits and a
 * select button, with selected and recommended states written out, not only coloured.
 */
export function PlanCard({
  tier,
  name,
  price,
  mrp,
  years = 1,
  benefits = [],
  selected = false,
  recommended = false,
  onSelect,
  headingLevel = 'h3',
  durationText = defaultDurationText,
  benefitsLabel = 'Key benefits',
  selectLabel = 'Select plan',
  selectedLabel = 'Selected',
  recommendedLabel = 'Recommended',
  ...rest
}: PlanCardProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const priceId = `${id}-price`;
  return (
    <PlanCardRoot
      aria-labelledby={headingId}
      data-tier={tier}
      data-selected={selected || undefined}
      data-recommended={recommended || undefined}
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
        <PlanDuration>{durationText(years)}</PlanDuration>
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
      {onSelect && (
        <PlanAction>
          <Button
            variant={selected ? 'primary' : 'secondary'}
            aria-pressed={selected}
            aria-describedby={describedBy(headingId, priceId)}
            startIcon={selected ? <CheckIcon /> : undefined}
            onClick={onSelect}
          >
            {selectLabel}
          </Button>
        </PlanAction>
      )}
    </PlanCardRoot>
  );
}
