import { isValidEmail, isValidMobile, isValidPersonName } from '@nirmal/format';

/** The dialog's modes, as the spec names them (§4). */
export type ProfileEditMode = 'editPrimaryUser' | 'editSecondaryUser' | 'editEmail';

/** Every field the dialog can show; each mode uses some of them. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  name: string;
  phone: string;
  email: string;
};

export type ProfileField = keyof ProfileFormValues;

/** The messages a field can show. */
export type ProfileValidationMessages = {
  firstNameRequired: string;
  nameRequired: string;
  nameInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  emailRequired: string;
  emailInvalid: string;
};

export const defaultValidationMessages: ProfileValidationMessages = {
  firstNameRequired: 'Enter the first name',
  nameRequired: 'Enter the name',
  nameInvalid: 'Use only letters, spaces, dots, apostrophes and hyphens',
  phoneRequired: 'Enter the mobile number',
  phoneInvalid: 'Enter a valid 10-digit mobile number',
  emailRequired: 'Enter the email address',
  emailInvalid: 'Enter a valid email address, like name@example.com',
};

/** The fields of each mode, in the order they are shown. */
export const fieldsByMode: Record<ProfileEditMode, ProfileField[]> = {
  editPrimaryUser: ['firstName', 'lastName'],
  editSecondaryUser: ['name', 'phone'],
  editEmail: ['email'],
};

/** The error message of one field, or `undefined` when it is valid. */
export function validateProfileField(
  field: ProfileField,
  rawValue: string,
  messages: ProfileValidationMessages = defaultValidationMessages,
): string | undefined {
  const value = rawValue.trim();
  switch (field) {
    case 'firstName':
      if (!value) return messages.firstNameRequired;
      return isValidPersonName(value) ? undefined : messages.nameInvalid;
    case 'lastName':
      return !value || isValidPersonName(value) ? undefined : messages.nameInvalid;
    case 'name':
      if (!value) return messages.nameRequired;
      return isValidPersonName(value) ? undefined : messages.nameInvalid;
    case 'phone':
      if (!value) return messages.phoneRequired;
      return isValidMobile(value) ? undefined : messages.phoneInvalid;
    case 'email':
      if (!value) return messages.emailRequired;
      return isValidEmail(value) ? undefined : messages.emailInvalid;
  }
}

/** The errors of a mode's fields, keyed by field; empty when the form can be submitted. */
export function validateProfile(
  mode: ProfileEditMode,
  values: ProfileFormValues,
  messages: ProfileValidationMessages = defaultValidationMessages,
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of fieldsByMode[mode]) {
    const error = validateProfileField(field, values[field], messages);
    if (error) errors[field] = error;
  }
  return errors;
}
