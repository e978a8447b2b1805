import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CardIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { FieldError } from '../../internal/styles/field.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { paymentProviderLabels, paymentProviders, type PaymentProvider } from '../../vocabulary/index.ts';
import {
  PaymentMethodCard,
  PaymentMethodDescription,
  PaymentMethodIcon,
  PaymentMethodLegend,
  PaymentMethodName,
  PaymentMethodOptions,
  PaymentMethodPickerRoot,
  PaymentMethodRadio,
  PaymentMethodText,
} from './PaymentMethodPicker.styles.ts';

const defaultDescriptions: Record<PaymentProvider, string> = {
  PAYU: 'UPI, debit and credit cards, net banking and wallets',
  RAZORPAY: 'UPI, cards, net banking, EMI and pay later',
};

export type PaymentMethodPickerProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'onChange' | 'defaultValue'
> & {
  /** The chosen provider (controlled); `null` for none yet. @default undefined */
  value?: PaymentProvider | null;
  /** The provider chosen at first (uncontrolled). @default null */
  defaultValue?: PaymentProvider | null;
  /** Called with the provider the customer picks. @default undefined */
  onChange?: (provider: PaymentProvider) => void;
  /** The providers offered, in order. @default ['PAYU', 'RAZORPAY'] */
  providers?: ReadonlyArray<PaymentProvider>;
  /** Name of each provider. @default { PAYU: 'PayU', RAZORPAY: 'Razorpay' } */
  providerLabels?: Record<PaymentProvider, string>;
  /** What each provider accepts, under its name. @default { PAYU: 'UPI, debit and credit cards, net banking and wallets', RAZORPAY: 'UPI, cards, net banking, EMI and pay later' } */
  descriptions?: Partial<Record<PaymentProvider, ReactNode>>;
  /** The group's visible name. @default 'Payment method' */
  legend?: ReactNode;
  /** Name shared by the radios, for form submission. @default 'paymentProvider' */
  name?: string;
  /** Error message, e.g. when the customer pays without choosing. @default undefined */
  error?: ReactNode;
  /** Disables every option. @default false */
  disabled?: boolean;
  /** A provider must be chosen before the surrounding form submits. @default false */
  required?: boolean;
};

/**
 * The payment gateway at checkout, as radio cards: arrow keys move between them and the whole
 * card is the radio's label.
 */
export function PaymentMethodPicker({
  value: valueProp,
  defaultValue = null,
  onChange,
  providers = paymentProviders,
  providerLabels = paymentProviderLabels,
  descriptions,
  legend = 'Payment method',
  name = 'paymentProvider',
  error,
  disabled = false,
  required = false,
  ...rest
}: PaymentMethodPickerProps) {
  const [value, setValue] = useControllableState<PaymentProvider | null>(
    valueProp,
    defaultValue,
    onChange as ((value: PaymentProvider | null) => void) | undefined,
  );
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const allDescriptions = { ...defaultDescriptions, ...descriptions };
  return (
    <PaymentMethodPickerRoot
      disabled={disabled}
      data-invalid={error ? true : undefined}
      {...rest}
      {...identity('PaymentMethodPicker')}
    >
      <PaymentMethodLegend>{legend}</PaymentMethodLegend>
      <PaymentMethodOptions>
        {providers.map((provider) => {
          const nameId = `${id}-${provider}-name`;
          const descriptionId = `${id}-${provider}-description`;
          return (
            <PaymentMethodCard key={provider} data-provider={provider}>
              <PaymentMethodRadio
                type="radio"
                name={name}
                value={provider}
                checked={value === provider}
                required={required}
                onChange={() => setValue(provider)}
                aria-labelledby={nameId}
                aria-describedby={describedBy(descriptionId, errorId)}
              />
              <PaymentMethodText>
                <PaymentMethodName id={nameId}>{providerLabels[provider]}</PaymentMethodName>
                <PaymentMethodDescription id={descriptionId}>
                  {allDescriptions[provider]}
                </PaymentMethodDescription>
              </PaymentMethodText>
              <PaymentMethodIcon>
                <CardIcon />
              </PaymentMethodIcon>
            </PaymentMethodCard>
          );
        })}
      </PaymentMethodOptions>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </PaymentMethodPickerRoot>
  );
}
