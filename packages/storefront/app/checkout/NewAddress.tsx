import { AddressForm, InlineAlert, Stack } from '@nirmal/design-system';
import { CHECKOUT_PATH, type AddressFromPlace, type CheckoutChoices } from '@nirmal/domain';
import { useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import type { Receiver } from '../addresses/receiver.ts';
import { useReceiverCheck } from '../addresses/use-receiver-check.ts';
import { ReceiverFields } from '../addresses/ReceiverFields.tsx';
import { useAddressFromLocation } from '../location/use-address-from-location.ts';
import { Carried } from './Carried.tsx';

const NEW_ADDRESS_FORM = 'new-address';

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
  const [{ name, phone }, setReceiving] = useState(receiver);
  const receiverCheck = useReceiverCheck(NEW_ADDRESS_FORM, { name, phone });
  // Filled by "Use current location"; a new object refills the form (see AddressForm).
  const [found, setFound] = useState<AddressFromPlace>();
  const currentLocation = useAddressFromLocation(setFound);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'address';
  return (
    <Stack gap={3}>
      <ReceiverFields
        form={NEW_ADDRESS_FORM}
        receiver={{ name, phone }}
        onChange={setReceiving}
        problems={receiverCheck.problems}
      />
      <input type="hidden" name="intent" value="address" form={NEW_ADDRESS_FORM} />
      <Carried choices={choices} form={NEW_ADDRESS_FORM} />
      <AddressForm
        id={NEW_ADDRESS_FORM}
        method="post"
        action={CHECKOUT_PATH}
        aria-label="New delivery address"
        submitLabel="Deliver to this address"
        initialValues={found}
        {...currentLocation.formProps}
        submitting={saving}
        onSubmitCapture={receiverCheck.onSubmitCapture}
        onSubmit={(address) => {
          if (receiverCheck.hasProblems) return;
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
