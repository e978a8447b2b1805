import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { CustomerLookupRoot } from './CustomerLookup.styles.ts';

export type CustomerLookupProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> & {
  /**
   * Called with the trimmed text on submit. The form is a real one (`method` and `action` pass
   * through), so without a handler, or before JavaScript, it submits its field `q` as forms do.
   * Call `event.preventDefault()` to take the submission over. @default undefined
   */
  onLookup?: (query: string, event: FormEvent<HTMLFormElement>) => void;
  /** What was looked up last, shown in the field. @default '' */
  defaultValue?: string;
  /** Why the look-up failed, e.g. "No customer has this mobile number."; announced and linked to the field. @default undefined */
  error?: ReactNode;
  /** A look-up is on its way. @default false */
  pending?: boolean;
  /** Name of the field in the submitted form. @default 'q' */
  name?: string;
  /** @default 'Mobile number or device id' */
  label?: ReactNode;
  /** @default 'A 10-digit mobile number, e.g. 98765 43210, or a device id, e.g. AST-100102.' */
  hint?: ReactNode;
  /** @default 'Find customer' */
  submitLabel?: string;
  /** Accessible name of the search. @default 'Find a customer' */
  searchLabel?: string;
};

/**
 * Finds a customer for a staff member: one field that takes either the customer's mobile number
 * or one of their device ids, with a hint saying so, and the server's refusal under it.
 */
export function CustomerLookup({
  onLookup,
  defaultValue = '',
  error,
  pending = false,
  name = 'q',
  label = 'Mobile number or device id',
  hint = 'A 10-digit mobile number, e.g. 98765 43210, or a device id, e.g. AST-100102.',
  submitLabel = 'Find customer',
  searchLabel = 'Find a customer',
  ...rest
}: CustomerLookupProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get(name);
    onLookup?.(typeof value === 'string' ? value.trim() : '', event);
  };
  return (
    <CustomerLookupRoot
      role="search"
      aria-label={searchLabel}
      aria-busy={pending || undefined}
      noValidate
      onSubmit={handleSubmit}
      {...rest}
      {...identity('CustomerLookup')}
    >
      <TextField
        label={label}
        hint={hint}
        error={error}
        name={name}
        defaultValue={defaultValue}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        required
      />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </CustomerLookupRoot>
  );
}
