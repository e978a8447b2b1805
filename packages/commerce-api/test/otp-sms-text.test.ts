import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { otpSmsText } from '../src/sms.ts';
import { testApi } from './support.ts';

/** The origin-bound line of an SMS as WebOTP reads it: the last line, `@<host> #<code>`. */
const ORIGIN_BOUND_LINE = /\n@([^\s#]+) #([0-9]+)$/;

describe("a one-time code's SMS", () => {
  test('ends with the line that binds the code to the shop’s host, so a phone can fill it in', () => {
    const text = otpSmsText('482913', 'shop.nirmal.in');
    expect(text.startsWith('482913 is your Nirmal code.')).toBe(true);
    expect(ORIGIN_BOUND_LINE.exec(text)?.slice(1)).toEqual(['shop.nirmal.in', '482913']);
  });

  test('the development outbox keeps each code with that text, for the storefront’s host', async () => {
    const config = loadConfig({ STOREFRONT_URL: 'https://shop.nirmal.in' });
    const api = await testApi({ config: { payments: config.payments } });
    await api.sendOtp('9845012345');
    const { otp } = await api.latestOtp('9845012345');
    const [row] = await api.db.query<{ text: string }>(
      'SELECT text FROM sms_outbox WHERE mobile = $1 AND otp = $2',
      ['9845012345', otp],
    );
    expect(ORIGIN_BOUND_LINE.exec(row?.text ?? '')?.slice(1)).toEqual(['shop.nirmal.in', otp]);
    // Texts read from the outbox are the other messages, never a code's.
    expect((await api.request('/api/dev/sms-outbox?mobile=9845012345')).status).toBe(404);
  });
});
