import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import {
  emailMaxLength,
  fullNameMaxLength,
  normaliseMobile as indianMobileDigits,
  personNameMaxLength,
} from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { Dialog, type DialogProps } from '../Dialog/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { TextField } from '../TextField/index.ts';
import { ProfileEditActions, ProfileEditForm } from './ProfileEditDialog.styles.ts';
import {
  defaultValidationMessages,
  fieldsByMode,
  validateProfile,
  validateProfileField,
  type ProfileEditMode,
  type ProfileField,
  type ProfileFormValues,
  type ProfileValidationMessages,
} from './validateProfile.ts';

/** What the dialog submits, by mode. `phone` is the ten digits, without +91. */
export type ProfileEditValues =
  | { mode: 'editPrimaryUser'; firstName: string; lastName: string }
  | { mode: 'editSecondaryUser'; name: string; phone: string }
  | { mode: 'editEmail'; email: string };

export type ProfileEditDialogProps = Omit<DialogProps, 'title' | 'children' | 'footer' | 'onSubmit'> & {
  /** Which profile detail is edited. */
  mode: ProfileEditMode;
  /** Adding a new secondary user or email, or editing the current one. Ignored for `editPrimaryUser`. @default 'edit' */
  intent?: 'add' | 'edit';
  /** The current values, to edit them. @default {} */
  initialValues?: Partial<ProfileFormValues>;
  /** Called with the trimmed values once they are valid. Close the dialog and show the success toast when the call succeeds. */
  onSubmit: (values: ProfileEditValues) => void;
  /** The save is in progress: the Save button shows a spinner and ignores clicks. @default false */
  pending?: boolean;
  /** Why the last save failed, shown above the fields. @default undefined */
  error?: ReactNode;
  /**
   * The heading. By mode: 'Edit primary user name'; 'Add secondary user' or 'Edit secondary
   * user'; 'Add email' or 'Edit email'.
   * @default by mode and intent
   */
  title?: ReactNode;
  /** @default 'First name' */
  firstNameLabel?: ReactNode;
  /** @default 'Last name' */
  lastNameLabel?: ReactNode;
  /** @default 'Name' */
  nameLabel?: ReactNode;
  /** @default 'Mobile number' */
  phoneLabel?: ReactNode;
  /** @default 'Email address' */
  emailLabel?: ReactNode;
  /** Hint under the mobile number. @default '10-digit mobile number' */
  phoneHint?: ReactNode;
  /** @default 'Save' */
  submitLabel?: ReactNode;
  /** @default 'Cancel' */
  cancelLabel?: ReactNode;
  /** Validation messages to replace. @default see `defaultValidationMessages` */
  messages?: Partial<ProfileValidationMessages>;
};

const titles = {
  editPrimaryUser: { add: 'Edit primary user name', edit: 'Edit primary user name' },
  editSecondaryUser: { add: 'Add secondary user', edit: 'Edit secondary user' },
  editEmail: { add: 'Add email', edit: 'Edit email' },
} as const satisfies Record<ProfileEditMode, Record<'add' | 'edit', string>>;

const noValues: Partial<ProfileFormValues> = {};

function toValues(mode: ProfileEditMode, values: ProfileFormValues): ProfileEditValues {
  switch (mode) {
    case 'editPrimaryUser':
      return { mode, firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    case 'editSecondaryUser':
      return { mode, name: values.name.trim(), phone: indianMobileDigits(values.phone) ?? values.phone };
    case 'editEmail':
      return { mode, email: values.email.trim() };
  }
}

type FormProps = {
  formRef: RefObject<HTMLFormElement | null>;
  mode: ProfileEditMode;
  initialValues: Partial<ProfileFormValues>;
  onSubmit: (values: ProfileEditValues) => void;
  pending: boolean;
  error: ReactNode;
  messages: ProfileValidationMessages;
  labels: Record<ProfileField, ReactNode>;
  phoneHint: ReactNode;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
};

/** The form lives inside the dialog's content, so it starts afresh each time the dialog opens. */
function ProfileForm({
  formRef,
  mode,
  initialValues,
  onSubmit,
  pending,
  error,
  messages,
  labels,
  phoneHint,
  submitLabel,
  cancelLabel,
}: FormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => ({
    firstName: initialValues.firstName ?? '',
    lastName: initialValues.lastName ?? '',
    name: initialValues.name ?? '',
    phone: initialValues.phone ? (indianMobileDigits(initialValues.phone) ?? initialValues.phone) : '',
    email: initialValues.email ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const inputs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});

  const change = (field: ProfileField, value: string) => {
    const next = field === 'phone' ? value.replace(/\D/g, '').slice(0, 10) : value;
    setValues((current) => ({ ...current, [field]: next }));
    // Once a field shows an error, it updates as the customer fixes it.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateProfileField(field, next, messages) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateProfile(mode, values, messages);
    setErrors(found);
    const firstInvalid = fieldsByMode[mode].find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    onSubmit(toValues(mode, values));
  };

  const field = (name: ProfileField, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      key={name}
      ref={(element) => {
        inputs.current[name] = element;
      }}
      name={name}
      label={labels[name]}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errors[name]}
      required={name !== 'lastName'}
      {...extra}
    />
  );

  return (
    <ProfileEditForm ref={formRef} noValidate onSubmit={submit} {...identity('ProfileEditDialog')}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {fieldsByMode[mode].map((name) => {
        switch (name) {
          case 'firstName':
            return field(name, { autoComplete: 'given-name', maxLength: personNameMaxLength });
          case 'lastName':
            return field(name, { autoComplete: 'family-name', maxLength: personNameMaxLength });
          case 'name':
            return field(name, { autoComplete: 'off', maxLength: fullNameMaxLength });
          case 'phone':
            return field(name, {
              prefix: '+91',
              hint: phoneHint,
              type: 'tel',
              inputMode: 'numeric',
              autoComplete: 'off',
              maxLength: 10,
            });
          case 'email':
            return field(name, {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              maxLength: emailMaxLength,
            });
        }
      })}
      <ProfileEditActions>
        <RadixDialog.Close asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </RadixDialog.Close>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </ProfileEditActions>
    </ProfileEditForm>
  );
}

/**
 * The dialog that edits one profile detail: the primary user's first and last name, a
 * secondary user's name and mobile number (add or edit), or the email (add or edit). It validates
 * on submit, moves focus to the first field in error and reports the values (focus starts in the
 * first field); the caller saves
 * them, passes `pending` and `error`, closes it and shows the success toast. The dialog panel
 * carries `data-nirmal-id="Dialog"`; the form inside it `data-nirmal-id="ProfileEditDialog"`.
 */
export function ProfileEditDialog({
  mode,
  intent = 'edit',
  initialValues = noValues,
  onSubmit,
  pending = false,
  error,
  title,
  firstNameLabel = 'First name',
  lastNameLabel = 'Last name',
  nameLabel = 'Name',
  phoneLabel = 'Mobile number',
  emailLabel = 'Email address',
  phoneHint = '10-digit mobile number',
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  messages,
  size = 'sm',
  onOpenAutoFocus,
  ...rest
}: ProfileEditDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const allMessages = { ...defaultValidationMessages, ...messages };
  const labels = {
    firstName: firstNameLabel,
    lastName: lastNameLabel,
    name: nameLabel,
    phone: phoneLabel,
    email: emailLabel,
  };
  return (
    <Dialog
      title={title ?? titles[mode][intent]}
      size={size}
      data-mode={mode}
      data-intent={mode === 'editPrimaryUser' ? 'edit' : intent}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Start in the first field rather than on the close button.
        const firstField = formRef.current?.querySelector('input');
        if (!firstField) return;
        event.preventDefault();
        firstField.focus();
      }}
      {...rest}
    >
      <ProfileForm
        formRef={formRef}
        mode={mode}
        initialValues={initialValues}
        onSubmit={onSubmit}
        pending={pending}
        error={error}
        messages={allMessages}
        labels={labels}
        phoneHint={phoneHint}
        submitLabel={submitLabel}
        cancelLabel={cancelLabel}
      />
    </Dialog>
  );
}
