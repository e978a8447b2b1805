import { useId, type ComponentPropsWithRef, type FocusEvent, type ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { amcTiers, tierLabels, type AmcTier } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { PriceTag } from '../PriceTag/index.ts';
import { TierBadge } from '../TierBadge/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  CellMark,
  ColumnHead,
  ComparisonTable,
  PlanComparisonRoot,
  PriceCell,
  RecommendedTag,
} from './PlanComparison.styles.ts';

/** A row of the comparison: a benefit and what each tier gives. */
export type PlanBenefitRow = {
  /** Stable key of the row. */
  id: string;
  /** The benefit, e.g. "Free filters". */
  label: ReactNode;
  /** Per tier: `true` included, `false` or absent not included, or a text such as "2 a year" (included). */
  values: Partial<Record<AmcTier, boolean | string>>;
};

export type PlanComparisonProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The benefits, one row each, most important first. */
  benefits: ReadonlyArray<PlanBenefitRow>;
  /** Price in rupees of each tier by plan length in years, e.g. `{ GOLD: { 1: 2499, 2: 4499 } }`. @default {} */
  prices?: Partial<Record<AmcTier, Partial<Record<number, number>>>>;
  /** The columns, in order. @default ['VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP'] */
  tiers?: ReadonlyArray<AmcTier>;
  /** The plan lengths with a price row, in order. @default every length found in `prices`, shortest first */
  durations?: ReadonlyArray<number>;
  /** Called with the tier whose select button is pressed; without it there are no buttons. @default undefined */
  onSelectPlan?: (tier: AmcTier) => void;
  /** The chosen tier: its column is highlighted and its button pressed. @default undefined */
  selectedTier?: AmcTier | null;
  /** The tier to mark as recommended. @default undefined */
  recommendedTier?: AmcTier;
  /** The table's caption, also naming the scrolling region. @default 'Compare AMC plans' */
  caption?: ReactNode;
  /** Column names per tier. @default { VALUE: 'Base', SILVER: 'Silver', GOLD: 'Gold', PLATINUM: 'Platinum', COMP: 'Comprehensive' } */
  labels?: Partial<Record<AmcTier, string>>;
  /** Header of the benefits column. @default 'Benefits' */
  benefitsHeader?: string;
  /** Read for an included benefit. @default 'Included' */
  includedText?: string;
  /** Read and shown for a benefit a tier lacks. @default 'Not included' */
  notIncludedText?: string;
  /** Header of a price row, from the years. @default (years) => (years === 1 ? 'Price for 1 year' : `Price for ${years} years`) */
  priceRowLabel?: (years: number) => string;
  /** Said in a price cell without a price. @default 'Not available' */
  noPriceText?: string;
  /** Header of the row of select buttons. @default 'Choose a plan' */
  selectRowLabel?: string;
  /** Visible text of each select button. @default 'Select' */
  selectText?: string;
  /** Accessible name of a select button, from the tier's name; starts with `selectText`. @default (tier) => `Select ${tier}` */
  selectLabel?: (tierLabel: string) => string;
  /** Tag under the recommended tier. @default 'Recommended' */
  recommendedLabel?: string;
};

const defaultPriceRowLabel = (years: number) =>
  years === 1 ? 'Price for 1 year' : `Price for ${years} years`;
const defaultSelectLabel = (tier: string) => `Select ${tier}`;

/**
 * AMC tiers side by side: benefits as rows with included or not written out (not colour alone),
 * prices by plan length and a select button per tier. On a phone the table scrolls sideways in a
 * focusable, labelled region under a sticky benefits column; the page never does, and a button that
 * takes focus scrolls fully into view.
 */
export function PlanComparison({
  benefits,
  prices = {},
  tiers = amcTiers,
  durations,
  onSelectPlan,
  selectedTier,
  recommendedTier,
  caption = 'Compare AMC plans',
  labels,
  benefitsHeader = 'Benefits',
  includedText = 'Included',
  notIncludedText = 'Not included',
  priceRowLabel = defaultPriceRowLabel,
  noPriceText = 'Not available',
  selectRowLabel = 'Choose a plan',
  selectText = 'Select',
  selectLabel = defaultSelectLabel,
  recommendedLabel = 'Recommended',
  onFocus,
  ...rest
}: PlanComparisonProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  const names = { ...tierLabels, ...labels };
  const lengths =
    durations ??
    [...new Set(tiers.flatMap((tier) => Object.keys(prices[tier] ?? {}).map(Number)))].sort((a, b) => a - b);
  const selectedAttr = (tier: AmcTier) => (selectedTier === tier ? true : undefined);

  return (
    <PlanComparisonRoot
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        // A select button half hidden at the region's edge or under the sticky column scrolls
        // fully into view (the scroll padding keeps it clear of the column); browsers leave it.
        if (event.target !== event.currentTarget) {
          event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        }
        onFocus?.(event);
      }}
      {...rest}
      {...identity('PlanComparison')}
    >
      <ComparisonTable>
        <caption id={captionId}>
          <span>{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{benefitsHeader}</th>
            {tiers.map((tier) => (
              <th key={tier} scope="col" data-tier={tier} data-selected={selectedAttr(tier)}>
                <ColumnHead>
                  <TierBadge tier={tier} labels={names} />
                  {recommendedTier === tier && <RecommendedTag>{recommendedLabel}</RecommendedTag>}
                </ColumnHead>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {benefits.map((benefit) => (
            <tr key={benefit.id}>
              <th scope="row">{benefit.label}</th>
              {tiers.map((tier) => {
                const cell = benefit.values[tier];
                const included = cell !== undefined && cell !== false;
                return (
                  <td key={tier} data-selected={selectedAttr(tier)}>
                    <CellMark data-included={included || undefined}>
                      {included ? <CheckIcon /> : <MinusIcon />}
                      {typeof cell === 'string' ? (
                        <span>{cell}</span>
                      ) : (
                        <VisuallyHidden>{included ? includedText : notIncludedText}</VisuallyHidden>
                      )}
                    </CellMark>
                  </td>
                );
              })}
            </tr>
          ))}
          {lengths.map((years) => (
            <tr key={`price-${years}`}>
              <th scope="row">{priceRowLabel(years)}</th>
              {tiers.map((tier) => {
                const price = prices[tier]?.[years];
                return (
                  <td key={tier} data-selected={selectedAttr(tier)}>
                    {price === undefined ? (
                      <CellMark>
                        <MinusIcon />
                        <VisuallyHidden>{noPriceText}</VisuallyHidden>
                      </CellMark>
                    ) : (
                      <PriceCell>
                        <PriceTag price={price} size="sm" />
                      </PriceCell>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {onSelectPlan && (
          <tfoot>
            <tr>
              <th scope="row">{selectRowLabel}</th>
              {tiers.map((tier) => (
                <td key={tier} data-selected={selectedAttr(tier)}>
                  <Button
                    size="sm"
                    variant={selectedTier === tier ? 'primary' : 'secondary'}
                    aria-label={selectLabel(names[tier])}
                    aria-pressed={selectedTier === tier}
                    onClick={() => onSelectPlan(tier)}
                  >
                    {selectText}
                  </Button>
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </ComparisonTable>
    </PlanComparisonRoot>
  );
}
