import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatInternationalMobile as formatIndianMobile } from '@nirmal/format';
import { MailIcon, PencilIcon, PhoneIcon } from '../../icons/shell.tsx';
import { PlusIcon, TrashIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import {
  ProfileActions,
  ProfileAddRow,
  ProfileBlock,
  ProfileBlockHeader,
  ProfileDetails,
  ProfileEmpty,
  ProfileHeading,
  ProfileList,
  ProfileMeta,
  ProfileName,
  ProfileRow,
  ProfileSectionRoot,
} from './ProfileSection.styles.ts';

/** A person on the account: the profile's `contacts` entries, named. */
export type ProfileContact = {
  /** Full name. */
  name: string;
  /** Mobile number: ten digits, with or without +91; shown as +91 98765 43210. */
  phone: string;
  /** Marks the primary user (the sign-in number). */
  isPrimary?: boolean;
};

export type ProfileSectionProps = ComponentPropsWithRef<'div'> & {
  /** The primary user's full name (first plus last name). */
  primaryName: string;
  /** The primary user's mobile number (the contact marked primary). @default undefined */
  primaryPhone?: string;
  /** The secondary users. @default [] */
  secondaryUsers?: ProfileContact[];
  /** The account's email address; without it the email block offers "Add email". @default undefined */
  email?: string;
  /** Opens the "Edit primary user name" dialog. Without it there is no edit button. @default undefined */
  onEditPrimaryName?: () => void;
  /** Opens the "Add secondary user" dialog. Without it there is no add button. @default undefined */
  onAddSecondaryUser?: () => void;
  /** Opens the "Edit secondary user" dialog for a contact. Without it there are no edit buttons. @default undefined */
  onEditSecondaryUser?: (contact: ProfileContact) => void;
  /**
   * Asks to remove a secondary user (the page confirms it first). Without it there are no remove
   * buttons; the primary user never has one. @default undefined
   */
  onRemoveSecondaryUser?: (contact: ProfileContact) => void;
  /** Opens the "Add email" dialog. @default undefined */
  onAddEmail?: () => void;
  /** Opens the "Edit email" dialog. @default undefined */
  onEditEmail?: () => void;
  /** Hides "Add secondary user" once this many are added. @default undefined (no limit) */
  maxSecondaryUsers?: number;
  /** @default 'PRIMARY USER' */
  primaryTitle?: ReactNode;
  /** @default 'SECONDARY USER' */
  secondaryTitle?: ReactNode;
  /** @default 'EMAIL' */
  emailTitle?: ReactNode;
  /** @default 'No secondary user added' */
  noSecondaryUserText?: ReactNode;
  /** @default 'No email added' */
  noEmailText?: ReactNode;
  /** Visible text of every edit button. @default 'Edit' */
  editLabel?: string;
  /** Accessible name of the primary user's edit button. @default 'Edit primary user name' */
  editPrimaryNameLabel?: string;
  /** Accessible name of a secondary user's edit button. @default (contact) => `Edit ${contact.name}` */
  editSecondaryUserLabel?: (contact: ProfileContact) => string;
  /** Visible text of every remove button. @default 'Remove' */
  removeLabel?: string;
  /** Accessible name of a secondary user's remove button. @default (contact) => `Remove ${contact.name}` */
  removeSecondaryUserLabel?: (contact: ProfileContact) => string;
  /** Accessible name of the email's edit button. @default 'Edit email' */
  editEmailLabel?: string;
  /** @default 'Add secondary user' */
  addSecondaryUserLabel?: string;
  /** @default 'Add email' */
  addEmailLabel?: string;
  /** Heading level of the block headings, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
};

const noContacts: ProfileContact[] = [];
const defaultEditSecondaryLabel = (contact: ProfileContact) => `Edit ${contact.name}`;
const defaultRemoveSecondaryLabel = (contact: ProfileContact) => `Remove ${contact.name}`;

function Block({
  title,
  headingLevel,
  action,
  children,
}: {
  title: ReactNode;
  headingLevel: 2 | 3;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <ProfileBlock role="group" aria-labelledby={headingId}>
      <ProfileBlockHeader>
        <ProfileHeading as={`h${headingLevel}`} id={headingId}>
          {title}
        </ProfileHeading>
        {action}
      </ProfileBlockHeader>
      {children}
    </ProfileBlock>
  );
}

function EditButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <Button variant="tertiary" size="sm" startIcon={<PencilIcon />} aria-label={label} onClick={onClick}>
      {text}
    </Button>
  );
}

/**
 * The account's people and email: the primary user's name and mobile number, the
 * secondary users and the email address, each block with its edit or add action, and a remove
 * action for each secondary user. The actions open a dialog (a ProfileEditDialog, or the page's
 * confirmation); this component only reports which one.
 */
export function ProfileSection({
  primaryName,
  primaryPhone,
  secondaryUsers = noContacts,
  email,
  onEditPrimaryName,
  onAddSecondaryUser,
  onEditSecondaryUser,
  onRemoveSecondaryUser,
  onAddEmail,
  onEditEmail,
  maxSecondaryUsers,
  primaryTitle = 'PRIMARY USER',
  secondaryTitle = 'SECONDARY USER',
  emailTitle = 'EMAIL',
  noSecondaryUserText = 'No secondary user added',
  noEmailText = 'No email added',
  editLabel = 'Edit',
  editPrimaryNameLabel = 'Edit primary user name',
  editSecondaryUserLabel = defaultEditSecondaryLabel,
  removeLabel = 'Remove',
  removeSecondaryUserLabel = defaultRemoveSecondaryLabel,
  editEmailLabel = 'Edit email',
  addSecondaryUserLabel = 'Add secondary user',
  addEmailLabel = 'Add email',
  headingLevel = 2,
  ...rest
}: ProfileSectionProps) {
  const canAddSecondary =
    onAddSecondaryUser !== undefined &&
    (maxSecondaryUsers === undefined || secondaryUsers.length < maxSecondaryUsers);
  return (
    <ProfileSectionRoot {...rest} {...identity('ProfileSection')}>
      <Block
        title={primaryTitle}
        headingLevel={headingLevel}
        action={
          onEditPrimaryName && (
            <EditButton label={editPrimaryNameLabel} text={editLabel} onClick={onEditPrimaryName} />
          )
        }
      >
        <ProfileDetails>
          <ProfileName>{primaryName}</ProfileName>
          {primaryPhone && (
            <ProfileMeta>
              <PhoneIcon />
              {formatIndianMobile(primaryPhone)}
            </ProfileMeta>
          )}
        </ProfileDetails>
      </Block>

      <Block title={secondaryTitle} headingLevel={headingLevel}>
        {secondaryUsers.length > 0 ? (
          <ProfileList>
            {secondaryUsers.map((contact) => (
              <li key={`${contact.phone}-${contact.name}`}>
                <ProfileRow>
                  <ProfileDetails>
                    <ProfileName>{contact.name}</ProfileName>
                    <ProfileMeta>
                      <PhoneIcon />
                      {formatIndianMobile(contact.phone)}
                    </ProfileMeta>
                  </ProfileDetails>
                  {(onEditSecondaryUser || onRemoveSecondaryUser) && (
                    <ProfileActions>
                      {onEditSecondaryUser && (
                        <EditButton
                          label={editSecondaryUserLabel(contact)}
                          text={editLabel}
                          onClick={() => onEditSecondaryUser(contact)}
                        />
                      )}
                      {onRemoveSecondaryUser && (
                        <Button
                          variant="tertiary"
                          size="sm"
                          startIcon={<TrashIcon />}
                          aria-label={removeSecondaryUserLabel(contact)}
                          onClick={() => onRemoveSecondaryUser(contact)}
                        >
                          {removeLabel}
                        </Button>
                      )}
                    </ProfileActions>
                  )}
                </ProfileRow>
              </li>
            ))}
          </ProfileList>
        ) : (
          <ProfileEmpty>{noSecondaryUserText}</ProfileEmpty>
        )}
        {canAddSecondary && (
          <ProfileAddRow>
            <Button variant="secondary" size="sm" startIcon={<PlusIcon />} onClick={onAddSecondaryUser}>
              {addSecondaryUserLabel}
            </Button>
          </ProfileAddRow>
        )}
      </Block>

      <Block
        title={emailTitle}
        headingLevel={headingLevel}
        action={
          email && onEditEmail && <EditButton label={editEmailLabel} text={editLabel} onClick={onEditEmail} />
        }
      >
        {email ? (
          <ProfileMeta>
            <MailIcon />
            {email}
          </ProfileMeta>
        ) : (
          <>
            <ProfileEmpty>{noEmailText}</ProfileEmpty>
            {onAddEmail && (
              <ProfileAddRow>
                <Button variant="secondary" size="sm" startIcon={<PlusIcon />} onClick={onAddEmail}>
                  {addEmailLabel}
                </Button>
              </ProfileAddRow>
            )}
          </>
        )}
      </Block>
    </ProfileSectionRoot>
  );
}
