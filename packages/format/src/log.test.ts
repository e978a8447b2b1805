import { describe, expect, it } from 'vitest';
import { acceptRequestId, logLine, redactSecrets } from './log.ts';

describe('redactSecrets', () => {
  it.each([
    ['OTP for 9000000001: 482913', 'OTP for 90••••0001: [redacted]'],
    ['Your Nirmal code is 482913', 'Your Nirmal code is [redacted]'],
    ['cookie: nirmal_session=abc123; nirmal_cart_id=c-9', 'cookie: [redacted]'],
    ['Authorization: Bearer eyJhbGciOi.x-y_z', 'Authorization: [redacted]'],
    ['sent with Bearer eyJhbGciOi.x-y_z', 'sent with Bearer [redacted]'],
    ['{"otp":"482913","mobile_number":"9876543210"}', '{"otp":"[redacted]","mobile_number":"98••••3210"}'],
    ['{"session_id": "s3cr3t-token"}', '{"session_id": "[redacted]"}'],
    [
      '/callback?razorpay_signature=9f8e7d&hash=abc&status=ok',
      '/callback?razorpay_signature=[redacted]&hash=[redacted]&status=ok',
    ],
    ['card 4111 1111 1111 1111 declined', 'card [card number] declined'],
    ['card 4111-1111-1111-1111 declined', 'card [card number] declined'],
    ['card 4111111111111111 declined', 'card [card number] declined'],
    ['order OD83355607371040 is paid', 'order OD83355607371040 is paid'],
    ...[
      '5ed73d01-f96f-4fb4-9789-162351119b37',
      '5ed73d01-f96f-4fb4-9789-162351119437',
      '12345678-1234-1234-1234-123456789012',
      'a1b2c3d4-e5f6-4a7b-8c9d-ab9876543210',
      '00000000-0000-4000-8000-919876543210',
    ].map((requestId) => [`request ${requestId} done`, `request ${requestId} done`]),
    ['call +91 9876543210 or 919876543210', 'call 98••••3210 or 98••••3210'],
  ])('%s', (text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });

  it('leaves what is no secret alone: pincodes, coupon and error codes, statuses, amounts', () => {
    const text = 'GET /api/pincode-availability?pincode=560001 coupon code=SAVE10 OTP_INCORRECT 500 ₹12,999';
    expect(redactSecrets(text)).toBe(text);
  });
});

describe('logLine', () => {
  it('writes one JSON object: time, level, message, then the fields', () => {
    const line = logLine('info', 'request', { method: 'GET', status: 200 }, new Date('2026-01-02T03:04:05Z'));
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-01-02T03:04:05.000Z',
      level: 'info',
      msg: 'request',
      method: 'GET',
      status: 200,
    });
  });

  it('never writes a field named for a secret, at any depth, and redacts every text', () => {
    const record = JSON.parse(
      logLine('error', 'failed', {
        headers: { Cookie: 'nirmal_session=abc', authorization: 'Basic dTpw', accept: 'text/html' },
        body: { otp: 482913, razorpay_signature: 'f00', mobile: '9000000001' },
        note: ['otp=482913'],
      }),
    );
    expect(record.headers).toEqual({
      Cookie: '[redacted]',
      authorization: '[redacted]',
      accept: 'text/html',
    });
    expect(record.body).toEqual({
      otp: '[redacted]',
      razorpay_signature: '[redacted]',
      mobile: '90••••0001',
    });
    expect(record.note).toEqual(['otp=[redacted]']);
  });

  it('describes an error with its name, message, status and stack, redacted', () => {
    const error = Object.assign(new Error('refused nirmal_session=abc'), { status: 401 });
    const { error: described } = JSON.parse(logLine('error', 'failed', { error }));
    expect(described).toMatchObject({
      name: 'Error',
      message: 'refused nirmal_session=[redacted]',
      status: 401,
    });
    expect(described.stack).toContain('refused nirmal_session=[redacted]');
    expect(described.stack).not.toContain('abc');
  });
});

describe('acceptRequestId', () => {
  it('keeps a plain id it is given and makes one for anything else', () => {
    expect(acceptRequestId('lb-7f3a.12:9')).toBe('lb-7f3a.12:9');
    for (const given of [undefined, null, '', 'has space', 'x'.repeat(129), 'line\nbreak']) {
      expect(acceptRequestId(given)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(acceptRequestId(['first', 'second'])).toBe('first');
  });
});
