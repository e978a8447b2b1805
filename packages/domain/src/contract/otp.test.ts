import { describe, expect, it } from 'vitest';
import { otpCodeSchema } from './otp.ts';

const messages = (input: unknown) =>
  otpCodeSchema.safeParse(input).error?.issues.map(({ message }) => message) ?? [];

describe('otpCodeSchema', () => {
  it('asks for the code when none was typed, and only that', () => {
    expect(messages('')).toEqual(['Enter the code we sent to your mobile number.']);
    expect(messages(undefined)).toEqual(['Enter the code we sent to your mobile number.']);
  });

  it('says a code with other characters is made of digits only', () => {
    expect(messages('12a456')).toEqual([
      'The code is made of digits only. Check the SMS and enter it again.',
    ]);
  });

  it('takes a code of digits', () => {
    expect(otpCodeSchema.parse('123456')).toBe('123456');
  });
});
