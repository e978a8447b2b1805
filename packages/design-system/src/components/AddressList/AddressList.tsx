import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatInternationalMobile } from '@nirmal/format';
import { CheckCircleIcon, TrashIcon } from '../../icons/index.tsx';
import { PencilIcon, PhoneIcon } from '../../icons/shell.tsx';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import {
  AddressActions,
  AddressDetails,
  AddressListEmpty,
  AddressListItems,
  AddressListRoot,
  AddressName,
  AddressPhone,
  AddressRow,
  AddressText,
  DefaultBadge,
} from './AddressList.styles.ts';

/** A saved address as the list shows it. */
export type SavedAddress = {
  /** The address's id, passed back with every action. */
  id: string;
  /** Who receives deliveries and visits there. */
  name: string;
  /** The address on one line: house, street, area, city, state and pincode. */
  address: string;
  /** The receiver's mobile number: ten digits, with or without +91; shown as +91 98765 43210. */
  phone: string;
  /** The address orders and visits go to unless another is chosen. */
  isDefault?: boolean;
};

/** `Item` is the page's own address type, when it carries more than the list shows: the actions pass back the item given. */
export type AddressListProps<Item extends SavedAddress = SavedAddress> = ComponentPropsWithRef<'div'> & {
  /** The saved addresses; the default one is listed first and marked. */
  addresses: Item[];
  /** Shows an edit button on every row, called with its address. @default undefined */
  onEdit?: (address: Item) => void;
  /** Shows a delete button on every row, called with its address (confirm before deleting). @default undefined */
  onRemove?: (address: Item) => void;
  /** Shows "Make default" on every row but the default one. @default undefined */
  onMakeDefault?: (address: Item) => void;
  /** The id of the address being made the default: its button shows it is working. @default undefined */
  makingDefaultId?: string;
  /** Accessible name of the list. @default 'Saved addresses' */
  label?: string;
  /** The mark of the default address. @default 'Default' */
  defaultLabel?: ReactNode;
  /** Shown when there is no address. @default 'No address added' */
  emptyText?: ReactNode;
  /** Visible text of the edit buttons. @default 'Edit' */
  editLabel?: string;
  /** Visible text of the delete buttons. @default 'Delete' */
  removeLabel?: string;
  /** Visible text of the make-default buttons. @default 'Make default' */
  makeDefaultLabel?: string;
  /** Accessible name of a row's edit button. @default (address) => `Edit ${address.name}'s address` */
  editAddressLabel?: (address: Item) => string;
  /** Accessible name of a row's delete button. @default (address) => `Delete ${address.name}'s address` */
  removeAddressLabel?: (address: Item) => string;
  /** Accessible name of a row's make-default button. @default (address) => `Make default, ${address.name}'s address` */
  makeDefaultAddressLabel?: (address: Item) => string;
};

const defaultEditLabel = (address: SavedAddress) => `Edit ${address.name}'s address`;
const defaultRemoveLabel = (address: SavedAddress) => `Delete ${address.name}'s address`;
const defaultMakeDefaultLabel = (address: SavedAddress) => `Make default, ${address.name}'s address`;

/** The default first, the others in their given order. */
const defaultFirst = <Item extends SavedAddress>(addresses: Item[]) => [
  ...addresses.filter((address) => address.isDefault),
  ...addresses.filter((address) => !address.isDefault),
];

/**
 * A customer's saved addresses, each with its receiver, the address and the receiver's number;
 * the default is listed first and marked, and each row can be edited, deleted or made the default.
 * The actions only report which address: the page opens the form or confirms the deletion.
 */
export function AddressList<Item extends SavedAddress = SavedAddress>({
  addresses,
  onEdit,
  onRemove,
  onMakeDefault,
  makingDefaultId,
  label = 'Saved addresses',
  defaultLabel = 'Default',
  emptyText = 'No address added',
  editLabel = 'Edit',
  removeLabel = 'Delete',
  makeDefaultLabel = 'Make default',
  editAddressLabel = defaultEditLabel,
  removeAddressLabel = defaultRemoveLabel,
  makeDefaultAddressLabel = defaultMakeDefaultLabel,
  ...rest
}: AddressListProps<Item>) {
  return (
    <AddressListRoot {...rest} {...identity('AddressList')}>
      {addresses.length === 0 ? (
        <AddressListEmpty>{emptyText}</AddressListEmpty>
      ) : (
        <AddressListItems aria-label={label}>
          {defaultFirst(addresses).map((address) => (
            <AddressRow key={address.id} data-default={address.isDefault || undefined}>
              <AddressDetails>
                <AddressName>
                  {address.name}
                  {address.isDefault && <DefaultBadge>{defaultLabel}</DefaultBadge>}
                </AddressName>
                <AddressText>{address.address}</AddressText>
                <AddressPhone>
                  <PhoneIcon />
                  {formatInternationalMobile(address.phone)}
                </AddressPhone>
              </AddressDetails>
              {(onEdit || onRemove || onMakeDefault) && (
                <AddressActions>
                  {onEdit && (
                    <Button
                      variant="tertiary"
                      size="sm"
                      startIcon={<PencilIcon />}
                      aria-label={editAddressLabel(address)}
                      onClick={() => onEdit(address)}
                    >
                      {editLabel}
                    </Button>
                  )}
                  {onRemove && (
                    <Button
                      variant="tertiary"
                      size="sm"
                      startIcon={<TrashIcon />}
                      aria-label={removeAddressLabel(address)}
                      onClick={() => onRemove(address)}
                    >
                      {removeLabel}
                    </Button>
                  )}
                  {onMakeDefault && !address.isDefault && (
                    <Button
                      variant="tertiary"
                      size="sm"
                      startIcon={<CheckCircleIcon />}
                      aria-label={makeDefaultAddressLabel(address)}
                      loading={makingDefaultId === address.id}
                      onClick={() => onMakeDefault(address)}
                    >
                      {makeDefaultLabel}
                    </Button>
                  )}
                </AddressActions>
              )}
            </AddressRow>
          ))}
        </AddressListItems>
      )}
    </AddressListRoot>
  );
}
