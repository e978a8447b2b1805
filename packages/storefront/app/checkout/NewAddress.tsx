import { AddressForm, InlineAlert, Stack, TextField } from '@nirmal/design-system';
import { CHECKOUT_PATH, type CheckoutChoices } from '@nirmal/domain';
import { isValidMobile } from '@nirmal/format';
import { useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { Carried } from './Carried.tsx';

const NEW_ADDRESS_FORM = 'new-address';

export interface Receiver {
  name: string;
  phone: string;
}

/**
 * A new delivery address: who receives it (the customer, unless they say otherwise) and the
 * design system's AddressForm. Without JavaScript the form posts as it is, with the receiver's
 * fields joined to it by their `form` attribute.
 */
export function NewAddress({
  receiver,
  choices,
  problem,
}: {
  receiver: Receiver;
  choices: CheckoutChoices;
  problem: string | undefined;
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
  );
}
