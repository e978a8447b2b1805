import { AddressForm, Button, InlineAlert, RadioGroup, Stack, TextField } from '@nirmal/design-system';
import { CHECKOUT_PATH, addressQueries, type CheckoutChoices, type CheckoutStore } from '@nirmal/domain';
import type { Address } from '@nirmal/domain/contract';
import { isValidMobile } from '@nirmal/format';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useClients } from '../state/app-state.tsx';

const NEW_ADDRESS_FORM = 'new-address';

const addressLine = (
  address: Pick<Address, 'house_number' | 'address_name' | 'city' | 'state' | 'postal_code'>,
) =>
  `${address.house_number}, ${address.address_name}, ${address.city}, ${address.state} ${address.postal_code}`;

/** The choices other than the address, carried along when the address changes. */
function Carried({ choices, form }: { choices: CheckoutChoices; form?: string }) {
  return (
    <>
      {choices.promotion && <input type="hidden" name="promotion" value={choices.promotion} form={form} />}
      {choices.assistantCode && (
        <input type="hidden" name="assistantCode" value={choices.assistantCode} form={form} />
      )}
    </>
  );
}

interface Receiver {
  name: string;
  phone: string;
}

/**
 * A new delivery address: who receives it (the customer, unless they say otherwise) and the
 * design system's AddressForm. Without JavaScript the form posts as it is, with the receiver's
 * fields joined to it by their `form` attribute.
 */
function NewAddress({
  receiver,
  choices,
  problem,
  open,
}: {
  receiver: Receiver;
  choices: CheckoutChoices;
  problem: string | undefined;
  open: boolean;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [name, setName] = useState(receiver.name);
  const [phone, setPhone] = useState(receiver.phone);
  const [checked, setChecked] = useState(false);
  const nameError =
    checked && name.trim() === '' ? 'Enter the name of the person who will receive the order.' : undefined;
  const phoneError =
    checked && !isValidMobile(phone)
      ? 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'
      : undefined;
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'address';
  return (
    <details open={open}>
      <summary>Add a new address</summary>
      <Stack gap={3}>
        <TextField
          label="Receiver’s name"
          name="name"
          form={NEW_ADDRESS_FORM}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
        />
        <TextField
          label="Receiver’s mobile number"
          name="phone"
          type="tel"
          inputMode="numeric"
          form={NEW_ADDRESS_FORM}
          autoComplete="tel-national"
          prefix="+91"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={phoneError}
        />
        <input type="hidden" name="intent" value="address" form={NEW_ADDRESS_FORM} />
        <Carried choices={choices} form={NEW_ADDRESS_FORM} />
        <AddressForm
          id={NEW_ADDRESS_FORM}
          method="post"
          action={CHECKOUT_PATH}
          aria-label="New delivery address"
          submitLabel="Deliver to this address"
          submitting={saving}
          onSubmit={(address) => {
            setChecked(true);
            if (name.trim() === '' || !isValidMobile(phone)) return;
            const form = new FormData();
            form.set('intent', 'address');
            for (const [field, value] of Object.entries({ ...choices, ...address, name, phone })) {
              if (typeof value === 'string') form.set(field, value);
            }
            void submit(form, { method: 'post', action: CHECKOUT_PATH, preventScrollReset: true });
          }}
        />
        {problem && (
          <InlineAlert tone="error" title="We could not save this address">
            {problem}
          </InlineAlert>
        )}
      </Stack>
    </details>
  );
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
                label: `${address.name}, +91 ${address.phone}`,
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
      <NewAddress
        receiver={receiver}
        choices={choices}
        problem={problem}
        open={addresses.length === 0 || Boolean(problem)}
      />
    </Stack>
  );
});
