import { addressFieldLimits, pincodeStateMessage } from '@nirmal/format';
import { useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { CrosshairIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { indianStates } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { PincodeInput } from '../PincodeInput/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  addressFieldOrder,
  trimAddress,
  validateAddress,
  type AddressField,
  type AddressFields,
  type AddressProblem,
} from './addressRules.ts';
import {
  AddressActions,
  AddressFormRoot,
  AddressLocation,
  AddressRow,
  AddressStatus,
} from './AddressForm.styles.ts';

/** A service address as the request sends it. */
export type ServiceAddress = AddressFields & {
  /** From the map or the device's location, when known. */
  latitude?: number | null;
  /** From the map or the device's location, when known. */
  longitude?: number | null;
};

export type AddressFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> & {
  /**
   * Values to start from, e.g. the saved address or one found from the current location. Passing a
   * new object refills the form. `latitude` and `longitude` are passed through to `onSubmit`.
   * @default undefined
   */
  initialValues?: Partial<ServiceAddress>;
  /** Called with the trimmed address once every field is valid. @default undefined */
  onSubmit?: (address: ServiceAddress) => void;
  /** Called with every field as typed, on each change: to keep a draft while the form is not shown. @default undefined */
  onValuesChange?: (values: AddressFields) => void;
  /** Called by "Use current location"; without it the button is not shown. @default undefined */
  onUseCurrentLocation?: () => void;
  /** The current location is being fetched: the button shows a spinner and the progress text. @default false */
  locating?: boolean;
  /** Why the location could not be found (e.g. one of our geolocation messages). @default undefined */
  locationError?: ReactNode;
  /** The address is being saved: the submit button shows a spinner. @default false */
  submitting?: boolean;
  /** The states offered. @default indianStates */
  states?: ReadonlyArray<string>;
  /** @default 'House / flat number' */
  houseNumberLabel?: ReactNode;
  /** @default 'Street, area and landmark' */
  addressNameLabel?: ReactNode;
  /** @default 'City' */
  cityLabel?: ReactNode;
  /** @default 'State' */
  stateLabel?: ReactNode;
  /** @default 'Select state' */
  statePlaceholder?: string;
  /** @default 'Pincode' */
  postalCodeLabel?: ReactNode;
  /** @default 'Use current location' */
  useCurrentLocationLabel?: ReactNode;
  /** Progress text while locating. @default 'Fetching Current Location....' */
  locatingText?: string;
  /** @default 'Save address' */
  submitLabel?: ReactNode;
  /** Said under an empty field, by field. @default { house_number: 'Enter your house or flat number', address_name: 'Enter your street and area', city: 'Enter your city', state: 'Select your state', postal_code: 'Enter your 6-digit pincode' } */
  requiredMessages?: Partial<Record<AddressField, string>>;
  /** Said under a pincode that is not six digits starting 1 to 9. @default 'Enter a valid 6-digit pincode' */
  invalidPincodeMessage?: string;
};

const defaultRequiredMessages: Record<AddressField, string> = {
  house_number: 'Enter your house or flat number',
  address_name: 'Enter your street and area',
  city: 'Enter your city',
  state: 'Select your state',
  postal_code: 'Enter your 6-digit pincode',
};

const fieldsOf = (initial: Partial<ServiceAddress> | undefined): AddressFields => ({
  house_number: initial?.house_number ?? '',
  address_name: initial?.address_name ?? '',
  city: initial?.city ?? '',
  state: initial?.state ?? '',
  postal_code: initial?.postal_code ?? '',
});

/**
 * The service address: house number, street and area, city, state (Indian states and union
 * territories) and a 6-digit pincode, with an optional "Use current location" button. Every field is
 * checked on submit; the first wrong one takes focus and errors then update as the customer types.
 */
export function AddressForm({
  initialValues,
  onSubmit,
  onValuesChange,
  onUseCurrentLocation,
  locating = false,
  locationError,
  submitting = false,
  states = indianStates,
  houseNumberLabel = 'House / flat number',
  addressNameLabel = 'Street, area and landmark',
  cityLabel = 'City',
  stateLabel = 'State',
  statePlaceholder = 'Select state',
  postalCodeLabel = 'Pincode',
  useCurrentLocationLabel = 'Use current location',
  locatingText = 'Fetching Current Location....',
  submitLabel = 'Save address',
  requiredMessages,
  invalidPincodeMessage = 'Enter a valid 6-digit pincode',
  ...rest
}: AddressFormProps) {
  const [values, setValues] = useState<AddressFields>(() => fieldsOf(initialValues));
  const [source, setSource] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  // A new `initialValues` (e.g. found from the current location) refills the form.
  if (source !== initialValues) {
    setSource(initialValues);
    setValues(fieldsOf(initialValues));
  }

  const problems: Partial<Record<AddressField, AddressProblem>> = submitted ? validateAddress(values) : {};
  const messages = { ...defaultRequiredMessages, ...requiredMessages };
  const errorOf = (field: AddressField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'notThePincodes') return pincodeStateMessage(values.postal_code.trim());
    return problem === 'invalid' ? invalidPincodeMessage : messages[field];
  };
  const set = (field: AddressField) => (next: string) => {
    const changed = { ...values, [field]: next };
    setValues(changed);
    onValuesChange?.(changed);
  };
  /** What every control of the form takes for its field: its name, value, change and error. */
  const fieldProps = (field: AddressField) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: errorOf(field),
  });
  /** A typed part's props: its field's, and the most characters the server keeps. */
  const typedProps = (field: 'house_number' | 'address_name' | 'city') => ({
    ...fieldProps(field),
    maxLength: addressFieldLimits[field],
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAddress(values);
    const firstWrong = addressFieldOrder.find((field) => found[field]);
    if (firstWrong) {
      const control = event.currentTarget.elements.namedItem(firstWrong);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    if (submitting) return;
    onSubmit?.({
      ...trimAddress(values),
      latitude: initialValues?.latitude ?? null,
      longitude: initialValues?.longitude ?? null,
    });
  };

  return (
    <AddressFormRoot noValidate onSubmit={handleSubmit} {...rest} {...identity('AddressForm')}>
      {onUseCurrentLocation && (
        <AddressLocation>
          <Button
            variant="secondary"
            startIcon={<CrosshairIcon />}
            loading={locating}
            loadingLabel={null}
            onClick={onUseCurrentLocation}
          >
            {useCurrentLocationLabel}
          </Button>
          <AddressStatus role="status" data-tone={!locating && locationError ? 'danger' : undefined}>
            {locating ? locatingText : locationError}
          </AddressStatus>
        </AddressLocation>
      )}
      <TextField label={houseNumberLabel} autoComplete="address-line1" {...typedProps('house_number')} />
      <TextField label={addressNameLabel} autoComplete="address-line2" {...typedProps('address_name')} />
      <AddressRow>
        <TextField label={cityLabel} autoComplete="address-level2" {...typedProps('city')} />
        <Select
          label={stateLabel}
          autoComplete="address-level1"
          placeholder={statePlaceholder}
          options={states.map((state) => ({ value: state, label: state }))}
          {...fieldProps('state')}
        />
      </AddressRow>
      <PincodeInput
        label={postalCodeLabel}
        name="postal_code"
        required
        value={values.postal_code}
        onChange={set('postal_code')}
        invalidMessage={invalidPincodeMessage}
        error={errorOf('postal_code')}
      />
      <AddressActions>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </AddressActions>
    </AddressFormRoot>
  );
}
