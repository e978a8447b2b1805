import {
  ExchangeOfferPicker,
  Stack,
  TextField,
  type ExchangeOffer as ChosenOffer,
  type ExchangeOfferValues,
} from '@nirmal/design-system';
import { readExchange, type ExchangeDetails, type ExchangeOffer } from '@nirmal/domain/contract';
import { rupeesFromPaise } from '@nirmal/format';
import { useState } from 'react';

/** The most we offer per old product and condition, in rupees, as the picker shows it. */
function offerValues(offers: readonly ExchangeOffer[]): ExchangeOfferValues {
  const values: ExchangeOfferValues = {};
  for (const { productType, condition, maxValuePaise } of offers) {
    values[productType] = { ...values[productType], [condition]: rupeesFromPaise(maxValuePaise) };
  }
  return values;
}

/** The old product the customer describes, with the most we offer for it. */
export type ChosenExchange = ExchangeDetails & { upToRupees: number };

/**
 * The exchange offer (prexo, §3): the old product's type, brand, age and condition, with the most
 * the server offers for it. The cart shows the value the server settles on; the age lowers it.
 */
export function ExchangeChoice({
  offers,
  chosen,
  onChoose,
}: {
  offers: readonly ExchangeOffer[];
  chosen: ChosenExchange | null;
  onChoose: (exchange: ChosenExchange | null) => void;
}) {
  const [brand, setBrand] = useState('');
  const [age, setAge] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = ({ productType, condition, value }: ChosenOffer) => {
    const checked = readExchange({ productType, brand, ageYears: age, condition });
    setProblem(checked.ok ? null : checked.message);
    if (checked.ok) onChoose({ ...checked.value, upToRupees: value });
  };
  return (
    <Stack as="section" gap={3} aria-labelledby="exchange-heading">
      <h2 id="exchange-heading">Exchange your old product</h2>
      {!chosen && (
        <Stack gap={3}>
          <TextField
            label="Brand of your old product"
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
          />
          <TextField
            label="Age in years"
            inputMode="numeric"
            value={age}
            onChange={(event) => setAge(event.target.value)}
            error={problem ?? undefined}
          />
        </Stack>
      )}
      <ExchangeOfferPicker
        headingLevel="h3"
        title="What is it, and does it work?"
        offerValues={offerValues(offers)}
        valueLabel="Up to"
        applied={
          chosen && { productType: chosen.productType, condition: chosen.condition, value: chosen.upToRupees }
        }
        onApply={apply}
        onRemove={() => onChoose(null)}
        appliedText={(amount, product) =>
          `Up to ${amount} off for your ${chosen?.brand ?? ''} ${product.toLowerCase()}; the cart shows its value`
        }
      />
      {chosen && (
        <>
          <input type="hidden" name="exchangeProductType" value={chosen.productType} />
          <input type="hidden" name="exchangeBrand" value={chosen.brand} />
          <input type="hidden" name="exchangeAgeYears" value={chosen.ageYears} />
          <input type="hidden" name="exchangeCondition" value={chosen.condition} />
        </>
      )}
    </Stack>
  );
}
