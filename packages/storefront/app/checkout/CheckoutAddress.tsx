import { Button, Disclosure, RadioGroup, Stack } from '@nirmal/design-system';
import { CHECKOUT_PATH, addressQueries, type CheckoutStore } from '@nirmal/domain';
import { formatInternationalMobile } from '@nirmal/format';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { Suspense, use, useState, type ComponentProps } from 'react';
import { Form } from 'react-router';
import { useClients } from '../state/app-state.tsx';
import { addressLine, type Receiver } from '../addresses/receiver.ts';
import { Carried } from './Carried.tsx';
import type { NewAddress as NewAddressForm } from './NewAddress.tsx';

// The new-address form's code loads after the page's, from as soon as this module runs: until it
// has, the server's form works as it is (a plain post, as without JavaScript), and most customers
// choose a saved address anyway. The server has it before it renders (the loader waits for it), so
// the page's HTML always holds the form.
let loaded: typeof NewAddressForm | undefined;
export const newAddressReady = import('./NewAddress.tsx').then((module) => {
  loaded = module.NewAddress;
});

function NewAddress(props: ComponentProps<typeof NewAddressForm>) {
  // Waits in the Suspense around it: while hydrating, the server's form stays as it is meanwhile.
  if (!loaded) use(newAddressReady);
  const Loaded = loaded;
  return Loaded ? <Loaded {...props} /> : null;
}

/**
 * Where the order goes: one of the customer's saved addresses, or a new one. Choosing prices the
 * order again at that address's pincode (stock and delivery are re-checked there).
 */
export const CheckoutAddress = observer(function CheckoutAddress({
  store,
  receiver,
  problem,
}: {
  store: CheckoutStore;
  receiver: Receiver;
  problem: string | undefined;
}) {
  const clients = useClients();
  // Prefetched by the page's loader, so there from the first render. (useQuery rather than
  // useSuspenseQuery: the shell has its code already, and checkout's JavaScript is near its budget.)
  const { data: addresses = [] } = useQuery(addressQueries.list(clients.addresses));
  const { choices } = store;
  // Open while there is no saved address or the new one was refused; the customer opens and
  // closes it otherwise, until one of those changes (a first address saved closes it).
  const wanted = addresses.length === 0 || Boolean(problem);
  const [adding, setAdding] = useState(wanted);
  const [wantedBefore, setWantedBefore] = useState(wanted);
  if (wanted !== wantedBefore) {
    setWantedBefore(wanted);
    setAdding(wanted);
  }
  return (
    <Stack as="section" gap={3} aria-labelledby="checkout-address">
      <h2 id="checkout-address">Delivery address</h2>
      {addresses.length > 0 && (
        <Form method="get" action={CHECKOUT_PATH}>
          <Stack gap={3}>
            <RadioGroup
              legend="Deliver to"
              name="addressId"
              value={store.addressId ?? ''}
              onChange={(addressId) => void store.chooseAddress(clients.checkout, addressId)}
              options={addresses.map((address) => ({
                value: address.id,
                label: `${address.name}, ${formatInternationalMobile(address.phone)}`,
                description: addressLine(address),
              }))}
            />
            <Carried choices={choices} />
            <noscript>
              <Button type="submit" variant="secondary">
                Deliver here
              </Button>
            </noscript>
          </Stack>
        </Form>
      )}
      <Disclosure summary="Add a new address" open={adding} onOpenChange={setAdding}>
        <Suspense fallback={null}>
          <NewAddress receiver={receiver} choices={choices} problem={problem} />
        </Suspense>
      </Disclosure>
    </Stack>
  );
});
