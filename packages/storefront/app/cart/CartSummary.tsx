import { Button, PaymentSummary, Stack } from '@nirmal/design-system';
import { CHECKOUT_PATH, formatInrFromPaise, rupeesFromPaise } from '@nirmal/domain';
import type { CartTotals } from '@nirmal/domain/contract';
import { Form } from 'react-router';

function deliveryText(chargePaise: number | null): string {
  if (chargePaise === null) return 'Delivery: worked out for your pincode at checkout';
  return chargePaise === 0 ? 'Delivery: free' : `Delivery: ${formatInrFromPaise(chargePaise)}`;
}

/** The order summary as the server worked it out, and the way on to checkout. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const discounts = [
    // Named as checkout and the order name them.
    { label: 'Discount on MRP', amount: rupeesFromPaise(totals.productDiscountPaise) },
    { label: 'Exchange value of your old product', amount: rupeesFromPaise(totals.exchangeValuePaise) },
  ].filter(({ amount }) => amount > 0);
  return (
    <Stack gap={3}>
      <PaymentSummary
        title="Order summary"
        actualPrice={rupeesFromPaise(totals.mrpPaise)}
        discount={rupeesFromPaise(totals.productDiscountPaise + totals.exchangeValuePaise)}
        discounts={discounts}
        couponDiscount={rupeesFromPaise(totals.couponDiscountPaise)}
        finalPrice={rupeesFromPaise(totals.payablePaise)}
      />
      <p>{deliveryText(totals.deliveryChargePaise)}</p>
      <Form action={CHECKOUT_PATH}>
        <Button type="submit" variant="primary" size="lg" style={{ width: '100%' }}>
          Checkout
        </Button>
      </Form>
    </Stack>
  );
}
