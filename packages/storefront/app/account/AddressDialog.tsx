import { AddressForm, Checkbox, Dialog, InlineAlert, Stack } from '@nirmal/design-system';
import type { Address, AddressInput } from '@nirmal/domain/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { Receiver } from '../addresses/receiver.ts';
import { useReceiverCheck } from '../addresses/use-receiver-check.ts';
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
  const receiverCheck = useReceiverCheck(formId, { name, phone });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // The server's refusal leads the dialog, where it is seen on a phone and read out.
  const refusalAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalAlert.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  // One object until the current location is used: a new one refills the form (see AddressForm).
  const [initialValues, setInitialValues] = useState<Partial<AddressInput> | undefined>(address);
  const currentLocation = useAddressFromLocation((found) =>
    setInitialValues({ house_number: initialValues?.house_number ?? '', ...found }),
  );
  async function save(fields: Omit<AddressInput, 'name' | 'phone' | 'isDefault'>) {
    if (saving || receiverCheck.hasProblems) return;
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
        {refusal && (
          <InlineAlert ref={refusalAlert} tone="error" role="alert" title="We could not save this address">
            {refusal}
          </InlineAlert>
        )}
        <ReceiverFields
          form={formId}
          receiver={{ name, phone }}
          onChange={setReceiving}
          problems={receiverCheck.problems}
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
          onSubmitCapture={receiverCheck.onSubmitCapture}
          submitting={saving}
          onSubmit={(fields) => void save(fields)}
        />
      </Stack>
    </Dialog>
  );
}
