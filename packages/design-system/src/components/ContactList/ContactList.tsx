import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatInternationalMobile as formatIndianMobile } from '@nirmal/format';
import { TrashIcon } from '../../icons/index.tsx';
import { PencilIcon, PhoneIcon } from '../../icons/shell.tsx';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import type { ProfileContact } from '../ProfileSection/index.ts';
import {
  ContactActions,
  ContactDetails,
  ContactEmpty,
  ContactListItems,
  ContactListRoot,
  ContactName,
  ContactPhone,
  ContactRow,
  PrimaryBadge,
} from './ContactList.styles.ts';

export type ContactListProps = ComponentPropsWithRef<'div'> & {
  /** The account's contacts (the profile's `contacts`); the primary one is listed first and marked. */
  contacts: ProfileContact[];
  /** Shows an edit button on every row, called with its contact. @default undefined */
  onEdit?: (contact: ProfileContact) => void;
  /** Shows a remove button on every row but the primary one, called with its contact. @default undefined */
  onRemove?: (contact: ProfileContact) => void;
  /** Other actions of a row, after edit and remove. @default undefined */
  renderActions?: (contact: ProfileContact) => ReactNode;
  /** Accessible name of the list. @default 'Contacts' */
  label?: string;
  /** The mark of the primary contact. @default 'Primary' */
  primaryLabel?: ReactNode;
  /** Shown when there are no contacts. @default 'No contacts added' */
  emptyText?: ReactNode;
  /** Visible text of the edit buttons. @default 'Edit' */
  editLabel?: string;
  /** Visible text of the remove buttons. @default 'Remove' */
  removeLabel?: string;
  /** Accessible name of a row's edit button. @default (contact) => `Edit ${contact.name}` */
  editContactLabel?: (contact: ProfileContact) => string;
  /** Accessible name of a row's remove button. @default (contact) => `Remove ${contact.name}` */
  removeContactLabel?: (contact: ProfileContact) => string;
};

const defaultEditLabel = (contact: ProfileContact) => `Edit ${contact.name}`;
const defaultRemoveLabel = (contact: ProfileContact) => `Remove ${contact.name}`;

/** Primary first, the others in their given order. */
const primaryFirst = (contacts: ProfileContact[]) => [
  ...contacts.filter((contact) => contact.isPrimary),
  ...contacts.filter((contact) => !contact.isPrimary),
];

/**
 * The people on an account, each with name and mobile number (+91 98765 43210); the primary user
 * is listed first and marked, and each row can carry edit, remove or other actions.
 */
export function ContactList({
  contacts,
  onEdit,
  onRemove,
  renderActions,
  label = 'Contacts',
  primaryLabel = 'Primary',
  emptyText = 'No contacts added',
  editLabel = 'Edit',
  removeLabel = 'Remove',
  editContactLabel = defaultEditLabel,
  removeContactLabel = defaultRemoveLabel,
  ...rest
}: ContactListProps) {
  return (
    <ContactListRoot {...rest} {...identity('ContactList')}>
      {contacts.length === 0 ? (
        <ContactEmpty>{emptyText}</ContactEmpty>
      ) : (
        <ContactListItems aria-label={label}>
          {primaryFirst(contacts).map((contact) => {
            const extra = renderActions?.(contact);
            const removable = onRemove !== undefined && !contact.isPrimary;
            return (
              <ContactRow
                key={`${contact.phone}-${contact.name}`}
                data-primary={contact.isPrimary || undefined}
              >
                <ContactDetails>
                  <ContactName>
                    {contact.name}
                    {contact.isPrimary && <PrimaryBadge>{primaryLabel}</PrimaryBadge>}
                  </ContactName>
                  <ContactPhone>
                    <PhoneIcon />
                    {formatIndianMobile(contact.phone)}
                  </ContactPhone>
                </ContactDetails>
                {(onEdit || removable || extra) && (
                  <ContactActions>
                    {onEdit && (
                      <Button
                        variant="tertiary"
                        size="sm"
                        startIcon={<PencilIcon />}
                        aria-label={editContactLabel(contact)}
                        onClick={() => onEdit(contact)}
                      >
                        {editLabel}
                      </Button>
                    )}
                    {removable && (
                      <Button
                        variant="tertiary"
                        size="sm"
                        startIcon={<TrashIcon />}
                        aria-label={removeContactLabel(contact)}
                        onClick={() => onRemove(contact)}
                      >
                        {removeLabel}
                      </Button>
                    )}
                    {extra}
                  </ContactActions>
                )}
              </ContactRow>
            );
          })}
        </ContactListItems>
      )}
    </ContactListRoot>
  );
}
