import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
import { CheckCircleIcon, ExchangeIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import {
  exchangeConditionLabels,
  exchangeConditions,
  exchangeProductLabels,
  exchangeProductTypes,
  type ExchangeCondition,
  type ExchangeProductType,
} from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import {
  ExchangeActions,
  ExchangeApplied,
  ExchangeOfferPickerRoot,
  ExchangeTitle,
  ExchangeValue,
} from './ExchangeOfferPicker.styles.ts';

/** Rupees offered for each old product in each condition; a missing entry means no offer. */
export type ExchangeOfferValues = Partial<
  Record<ExchangeProductType, Partial<Record<ExchangeCondition, number>>>
>;

/** An exchange the customer chose, with the rupees it takes off. */
export type ExchangeOffer = {
  productType: ExchangeProductType;
  condition: ExchangeCondition;
  value: number;
};

export type ExchangeOfferPickerProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** Rupees offered per old product and condition, from the price service. */
  offerValues: ExchangeOfferValues;
  /** The exchange on the cart item (per-product `prexo`); shows it with Remove instead of the form. @default null */
  applied?: ExchangeOffer | null;
  /** Called with the chosen exchange when Apply is pressed. @default undefined */
  onApply?: (offer: ExchangeOffer) => void;
  /** Called when the customer removes the applied exchange. @default undefined */
  onRemove?: () => void;
  /** Applying or removing is running. @default false */
  pending?: boolean;
  /** The old products offered, in order. @default ['AIR_PURIFIER', 'VACUUM_CLEANER', 'WATER_PURIFIER'] */
  productTypes?: ReadonlyArray<ExchangeProductType>;
  /** Old product chosen at first. @default undefined */
  defaultProductType?: ExchangeProductType;
  /** Condition chosen at first. @default undefined */
  defaultCondition?: ExchangeCondition;
  /** Name of each old product. @default exchangeProductLabels ('Air purifier', 'Vacuum cleaner', 'Water purifier') */
  productLabels?: Record<ExchangeProductType, string>;
  /** Name of each condition. @default exchangeConditionLabels ('Working', 'Not working') */
  conditionLabels?: Record<ExchangeCondition, string>;
  /** The heading. @default 'Exchange your old product' */
  title?: ReactNode;
  /** Level of the heading, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Which product are you exchanging?' */
  productTypeLegend?: string;
  /** @default 'Condition' */
  conditionLabel?: string;
  /** @default 'Select condition' */
  conditionPlaceholder?: string;
  /** @default 'Exchange value' */
  valueLabel?: string;
  /** Shown until both choices are made. @default 'Choose the product and its condition to see its value' */
  chooseText?: string;
  /** Shown when the choice has no offer. @default 'No exchange offer for this product' */
  noOfferText?: string;
  /** @default 'Apply exchange' */
  applyLabel?: string;
  /** @default 'Remove exchange' */
  removeLabel?: string;
  /** The applied exchange. @default (amount, product, condition) => `${amount} off for your old ${product} (${condition})` */
  appliedText?: (formattedAmount: string, product: string, condition: string) => ReactNode;
};

const defaultAppliedText = (amount: string, product: string, condition: string) =>
  `${amount} off for your old ${product.toLowerCase()} (${condition.toLowerCase()})`;

/**
 * The exchange (prexo) offer on a product: the customer picks the old product and its condition,
 * sees the value offered in rupees and applies it, or removes an applied one.
 */
export function ExchangeOfferPicker({
  offerValues,
  applied = null,
  onApply,
  onRemove,
  pending = false,
  productTypes = exchangeProductTypes,
  defaultProductType,
  defaultCondition,
  productLabels = exchangeProductLabels,
  conditionLabels = exchangeConditionLabels,
  title = 'Exchange your old product',
  headingLevel = 'h3',
  productTypeLegend = 'Which product are you exchanging?',
  conditionLabel = 'Condition',
  conditionPlaceholder = 'Select condition',
  valueLabel = 'Exchange value',
  chooseText = 'Choose the product and its condition to see its value',
  noOfferText = 'No exchange offer for this product',
  applyLabel = 'Apply exchange',
  removeLabel = 'Remove exchange',
  appliedText = defaultAppliedText,
  ...rest
}: ExchangeOfferPickerProps) {
  const titleId = useId();
  const [productType, setProductType] = useState<ExchangeProductType | ''>(defaultProductType ?? '');
  const [condition, setCondition] = useState<ExchangeCondition | ''>(defaultCondition ?? '');
  const value = productType && condition ? offerValues[productType]?.[condition] : undefined;
  const chosen = Boolean(productType && condition);
  const removeButton = useRef<HTMLButtonElement>(null);
  const productGroup = useRef<HTMLFieldSetElement>(null);
  const wasApplied = useRef(Boolean(applied));

  // The button pressed is replaced by the other view: keep focus in the component.
  useEffect(() => {
    const isApplied = Boolean(applied);
    if (isApplied === wasApplied.current) return;
    wasApplied.current = isApplied;
    if (isApplied) removeButton.current?.focus();
    else productGroup.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, [applied]);

  return (
    <ExchangeOfferPickerRoot
      role="group"
      aria-labelledby={titleId}
      data-applied={applied ? true : undefined}
      {...rest}
      {...identity('ExchangeOfferPicker')}
    >
      <ExchangeTitle as={headingLevel} id={titleId}>
        <ExchangeIcon />
        {title}
      </ExchangeTitle>
      {applied ? (
        <ExchangeApplied>
          <p>
            <CheckCircleIcon />
            <span>
              {appliedText(
                formatInr(applied.value),
                productLabels[applied.productType],
                conditionLabels[applied.condition],
              )}
            </span>
          </p>
          <Button ref={removeButton} variant="secondary" size="sm" loading={pending} onClick={onRemove}>
            {removeLabel}
          </Button>
        </ExchangeApplied>
      ) : (
        <>
          <RadioGroup
            ref={productGroup}
            legend={productTypeLegend}
            options={productTypes.map((type) => ({ value: type, label: productLabels[type] }))}
            value={productType}
            onChange={(next) => setProductType(next as ExchangeProductType)}
            direction="responsive"
          />
          <Select
            label={conditionLabel}
            placeholder={conditionPlaceholder}
            options={exchangeConditions.map((code) => ({ value: code, label: conditionLabels[code] }))}
            value={condition}
            onChange={(event) => setCondition(event.target.value as ExchangeCondition | '')}
          />
          <ExchangeValue role="status" data-empty={value === undefined ? true : undefined}>
            {value !== undefined ? (
              <>
                <span>{valueLabel}</span>
                <strong>{formatInr(value)}</strong>
              </>
            ) : chosen ? (
              noOfferText
            ) : (
              chooseText
            )}
          </ExchangeValue>
          <ExchangeActions>
            <Button
              loading={pending}
              disabled={value === undefined}
              onClick={() => {
                if (productType && condition && value !== undefined)
                  onApply?.({ productType, condition, value });
              }}
            >
              {applyLabel}
            </Button>
          </ExchangeActions>
        </>
      )}
    </ExchangeOfferPickerRoot>
  );
}
