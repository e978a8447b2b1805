import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { WizardStepFrame, type WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import {
  AddressForm,
  type AddressFields,
  type AddressFormProps,
  type ServiceAddress,
} from '../AddressForm/index.ts';

/** Texts of the address form inside, to change its labels and messages. */
export type ReinstallAddressTexts = Omit<
  AddressFormProps,
  | 'initialValues'
  | 'onSubmit'
  | 'onValuesChange'
  | 'onUseCurrentLocation'
  | 'locating'
  | 'locationError'
  | 'submitting'
  | 'submitLabel'
  | 'ref'
>;

export type ReinstallFormProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'onSubmit'> & {
  /** The address to start from, e.g. one found on the map or typed before going back. @default undefined */
  address?: Partial<ServiceAddress>;
  /** Called with the new, trimmed address once every field is valid. @default undefined */
  onContinue?: (address: ServiceAddress) => void;
  /** Called with every field as typed: to keep them while the customer is on the map locator. @default undefined */
  onAddressChange?: (address: AddressFields) => void;
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** Called by "Use current location"; without it the button is not shown. @default undefined */
  onUseCurrentLocation?: () => void;
  /** The current location is being fetched. @default false */
  locating?: boolean;
  /** Why the location could not be found (our geolocation messages). @default undefined */
  locationError?: ReactNode;
  /** Continue is running: spinner, presses ignored. @default false */
  continuing?: boolean;
  /** Why the step could not continue, e.g. the server's answer. @default undefined */
  error?: ReactNode;
  /** The device being moved, named under the heading. @default undefined */
  productName?: string;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default 'Where should we re-install it?' */
  title?: ReactNode;
  /** Under the heading. @default 'Enter the address of the new place. The technician will install your device there.' */
  description?: ReactNode;
  /** Under the heading when `productName` is given. @default (name) => `Enter the new address for your ${name}. The technician will install it there.` */
  productText?: (productName: string) => ReactNode;
  /** @default 'Continue' */
  continueLabel?: ReactNode;
  /** @default 'Back' */
  backLabel?: ReactNode;
  /** Labels and messages of the address fields (see AddressForm). @default undefined */
  addressTexts?: ReinstallAddressTexts;
};

const defaultProductText = (name: string) =>
  `Enter the new address for your ${name}. The technician will install it there.`;

/**
 * The "re-install form" step: where the device goes next. The AddressForm (every field checked on
 * Continue, "Use current location" when offered) under the step's heading, with Back below.
 */
export function ReinstallForm({
  address,
  onContinue,
  onAddressChange,
  onBack,
  onUseCurrentLocation,
  locating = false,
  locationError,
  continuing = false,
  error,
  productName,
  headingLevel = 'h2',
  title = 'Where should we re-install it?',
  description = 'Enter the address of the new place. The technician will install your device there.',
  productText = defaultProductText,
  continueLabel = 'Continue',
  backLabel = 'Back',
  addressTexts,
  ...rest
}: ReinstallFormProps) {
  return (
    <WizardStepFrame
      {...{ title, headingLevel, onBack, backLabel, error }}
      description={productName ? productText(productName) : description}
      {...rest}
      {...identity('ReinstallForm')}
    >
      <AddressForm
        {...addressTexts}
        initialValues={address}
        onSubmit={onContinue}
        onValuesChange={onAddressChange}
        onUseCurrentLocation={onUseCurrentLocation}
        locating={locating}
        locationError={locationError}
        submitting={continuing}
        submitLabel={continueLabel}
      />
    </WizardStepFrame>
  );
}
