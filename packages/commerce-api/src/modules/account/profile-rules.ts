// What a customer may do to their profile's secondary users and email, in words they can act on.
import { MAX_SECONDARY_USERS } from '@nirmal/domain/contract';

export const PROFILE_CHANGE_MESSAGES = {
  ownNumber: 'This is your own number. Enter the mobile number of the person you want to add.',
  alreadyAdded: 'This number is already one of your secondary users.',
  unknownSecondaryUser: 'This number is not one of your secondary users. Refresh the page and try again.',
  tooManySecondaryUsers: `You can add up to ${MAX_SECONDARY_USERS} secondary users.`,
  sameEmail: 'This is already your email address.',
  noLongerValid: 'This code is no longer valid. Request a new code.',
  otherChange: 'This code confirms a different change. Request a new code.',
  primaryNumber:
    'The primary number cannot be removed: it is the number you sign in with. You can remove secondary users.',
} as const;

/** A mobile number with all but its last four digits hidden: +91 ••••• •3210. */
export function maskedMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  const masked = '•'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  return `+91 ${masked.slice(0, 5)} ${masked.slice(5)}`.trimEnd();
}

/** An email address with all but its first character and its domain hidden: a••••@example.com. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}••••${email.slice(at)}`;
}
