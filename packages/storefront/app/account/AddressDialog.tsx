import { AddressForm, Checkbox, Dialog, InlineAlert, Stack } from '@nirmal/design-system';
import type { Address, AddressInput } from '@nirmal/domain/contract';
import { useId, useState } from 'react';
import { receiverProblems, type Receiver } from '../addresses/receiver.ts';
import { ReceiverFields } from '../addresses/ReceiverFields.tsx';
import { useAddressFromLocation } from '../location/use-address-from-location.ts';

export interface AddressDialogProps {
  /** The address being changed; absent when one is added. */
  address?: Address;
  /** Who a new address is for, until the customer says otherwise: themself. */
  receiver: Receiver;
  /** Saves; resolves with the server's refusal to show, or nothing once it is saved. */
  onSave: (address: AddressInput) => Promise<string | undefined>;
  onCancel: () => void;
}

/**
 * Adds or edits a saved address: who receives deliveries there and the design system's
 * AddressForm, whose "Use current location" fills street, city, state, pincode and coordinates from
 * the nearest locality to where the browser says the customer is.
 */
export function AddressDialog({ address, receiver, onSave, onCancel }: AddressDialogProps) {
  const formId = useId();
  const [{ name, phone }, setReceiving] = useState<Receiver>({
    name: address?.name ?? receiver.name,
    phone: address?.phone ?? receiver.phone,
  });
  const [makeDefault, setMakeDefault] = useState(false);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // One object until the current location is used: a new one refills the form (see AddressForm).
  const [initialValues, setInitialValues] = useState<Partial<AddressInput> | undefined>(address);
  const currentLocation = useAddressFromLocation((found) =>
    setInitialValues({ house_number: initialValues?.house_number ?? '', ...found }),
  );
  const problems = checked ? receiverProblems({ name, phone }) : {};

  async function save(fields: Omit<AddressInput, 'name' | 'phone' | 'isDefault'>) {
    if (saving || Object.keys(receiverProblems({ name, phone })).length > 0) return;
    setSaving(true);
    setRefusal(undefined);
    const refused = await onSave({ ...fields, name, phone, ...(makeDefault ? { isDefault: true } : {}) });
    setSaving(false);
    setRefusal(refused);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={address ? 'Edit address' : 'Add address'}
      size="md"
    >
      <Stack gap={3}>
        <ReceiverFields
          form={formId}
          receiver={{ name, phone }}
          onChange={setReceiving}
          problems={problems}
        />
        {!address?.isDefault && (
          <Checkbox
            label="Make this my default address"
            form={formId}
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
          />
        )}
        <AddressForm
          id={formId}
          aria-label={address ? 'Edit address' : 'New address'}
          initialValues={initialValues}
          {...currentLocation.formProps}
          // Before the form's own checks, which stop at its first wrong field: the receiver's
          // problems are said at the same time as the address's.
          onSubmitCapture={() => setChecked(true)}
          submitting={saving}
          onSubmit={(fields) => void save(fields)}
        />
        {refusal && (
          <InlineAlert tone="error" title="We could not save this address">
            {refusal}
          </InlineAlert>
        )}
      </Stack>
    </Dialog>
  );
}
