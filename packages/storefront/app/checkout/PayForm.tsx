import {
  AcceptedPayments,
  AssistantCodeField,
  Button,
  Checkbox,
  InlineAlert,
  Link,
  PaymentSummary,
  PromotionBadges,
  RadioGroup,
  Stack,
  promotionCodes,
} from '@nirmal/design-system';
import { CHECKOUT_PATH, formatInrFromPaise, rupeesFromPaise, type CheckoutStore } from '@nirmal/domain';
import type { CheckoutState, NoCostEmiTerms, PromotionId } from '@nirmal/domain/contract';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-router';
import { useClients } from '../state/app-state.tsx';

/** A purchase of products is under the site's terms of use (the AMC terms are for plans). */
const TERMS_PATH = '/terms-of-use';

/** No-cost EMI as it is: who pays the interest, and what choosing it gives up. */
function noCostEmiText(terms: NoCostEmiTerms): string {
  const cashback =
    terms.cashDiscountForgonePaise > 0
      ? ` Choosing it gives up the ${formatInrFromPaise(terms.cashDiscountForgonePaise)} bank cashback you get when you pay in full.`
      : '';
  return (
    `${terms.months} monthly instalments of ${formatInrFromPaise(terms.monthlyInstalmentPaise)}. ` +
    `Your bank charges ${terms.annualInterestPercent}% a year interest on them, ` +
    `${formatInrFromPaise(terms.interestCoveredPaise)} in all; we take that much off the price now, ` +
    `so the instalments add up to the price.${cashback}`
  );
}

function Promotions({ checkout, onChoose }: { checkout: CheckoutState; onChoose: (value: string) => void }) {
  const { promotions } = checkout;
  const offered = promotionCodes.filter((code) => promotions[code].isAllowed || promotions[code].reason);
  if (offered.length === 0) return null;
  return (
    <Stack gap={3}>
      <PromotionBadges promotions={promotions} />
      <RadioGroup
        legend="Offers"
        name="promotion"
        value={checkout.promotion ?? ''}
        onChange={onChoose}
        options={[
          { value: '', label: 'Pay in full, no offer' },
          ...offered.map((code) => {
            const promotion = promotions[code];
            const terms = code === 'ncemi' ? promotions.ncemi.terms : null;
            return {
              value: code,
              label: promotion.label,
              disabled: !promotion.isAllowed,
              description: !promotion.isAllowed
                ? promotion.reason
                : terms
                  ? noCostEmiText(terms)
                  : promotion.cashbackPaise > 0
                    ? `${formatInrFromPaise(promotion.cashbackPaise)} back from your bank after you pay.`
                    : undefined,
            };
          }),
        ]}
      />
    </Stack>
  );
}

/**
 * The rest of checkout, in one form: the offer, the assistant code, the payment summary from the
 * server, the terms and the button that places the order, all the checkout store's. It sends the
 * choices and the version of the summary shown, never a price; the idempotency key makes a double
 * click or a retry one order. How to pay is chosen once, on the payment page that follows, as it is
 * for a plan order. Without JavaScript the form posts them, with the page's key for the attempt.
 */
export const PayForm = observer(function PayForm({
  store,
  checkout,
  idempotencyKey,
  onPay,
}: {
  store: CheckoutStore;
  checkout: CheckoutState;
  idempotencyKey: string;
  onPay: () => void;
}) {
  const clients = useClients();
  const updating = store.loading;
  const { paymentSummary: summary } = checkout;
  const codeStatus =
    checkout.isAssistantCodeValid === true ? 'valid' : store.assistantCodeProblem ? 'invalid' : 'idle';
  return (
    <Form
      method="post"
      action={CHECKOUT_PATH}
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <Stack gap={5}>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="priceVersion" value={checkout.priceVersion} />
        {checkout.addressId && <input type="hidden" name="addressId" value={checkout.addressId} />}
        <Promotions
          checkout={checkout}
          onChoose={(promotion) =>
            void store.choosePromotion(clients.checkout, promotion === '' ? null : (promotion as PromotionId))
          }
        />
        <AssistantCodeField
          value={store.assistantCode}
          onChange={(code) => store.setAssistantCode(code)}
          status={codeStatus}
          invalidMessage={store.assistantCodeProblem ?? undefined}
          pending={updating}
          onVerify={() => void store.load(clients.checkout)}
        />
        <noscript>
          <Button type="submit" name="intent" value="update" variant="secondary">
            Update order summary
          </Button>
        </noscript>
        <div aria-busy={updating} style={{ opacity: updating ? 0.6 : 1 }}>
          <PaymentSummary
            actualPrice={rupeesFromPaise(summary.actualPricePaise)}
            discount={rupeesFromPaise(summary.discountPaise)}
            discounts={summary.discounts
              .filter(({ kind }) => kind !== 'coupon')
              .map(({ label, amountPaise }) => ({ label, amount: rupeesFromPaise(amountPaise) }))}
            couponDiscount={rupeesFromPaise(summary.couponDiscountPaise)}
            finalPrice={rupeesFromPaise(summary.finalPricePaise)}
          />
          <p>
            {summary.deliveryChargePaise === 0
              ? 'Delivery: free'
              : `Delivery: ${formatInrFromPaise(summary.deliveryChargePaise)} (in the total)`}
          </p>
        </div>
        <Checkbox
          name="isTCChecked"
          value="true"
          checked={store.isTCChecked}
          onChange={(event) => store.setTermsAccepted(event.target.checked)}
          label={
            <>
              I accept the <Link href={TERMS_PATH}>terms and conditions</Link>
            </>
          }
          error={store.termsProblem ?? undefined}
        />
        {store.message && (
          <InlineAlert
            tone="error"
            title={
              store.failedStep === 'load' ? 'We could not update your order' : 'We could not place your order'
            }
          >
            {store.message}
          </InlineAlert>
        )}
        <Button
          type="submit"
          name="intent"
          value="pay"
          variant="primary"
          size="lg"
          loading={store.placing}
          disabled={!store.placing && !store.canPlaceOrder}
          style={{ width: '100%' }}
        >
          {`Proceed to pay ${formatInrFromPaise(summary.finalPricePaise)}`}
        </Button>
        <AcceptedPayments title="On the next page, pay by" />
      </Stack>
    </Form>
  );
});
