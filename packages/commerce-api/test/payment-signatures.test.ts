import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { SANDBOX_KEYS } from '../src/config.ts';
import { outboundPolicy } from '../src/http/outbound.ts';
import {
  payuAmount,
  payuProvider,
  payuRequestHash,
  payuResponseHash,
  paiseOfPayuAmount,
} from '../src/modules/payments/providers/payu.ts';
import {
  razorpayPaymentSignature,
  razorpayProvider,
  razorpayWebhookSignature,
} from '../src/modules/payments/providers/razorpay.ts';
import { razorpayPaymentLinkSignature } from '../src/modules/payments/providers/razorpay-payment-links.ts';
import { sameDigest } from '../src/modules/payments/providers/signatures.ts';
import { quietLogger } from './support.ts';
import { razorpayCaptureEvent } from './payment-support.ts';

// Known vectors: each digest is computed here from the literal string the provider documents, with
// node:crypto directly, and one of each is pinned as a literal.
const RZP = SANDBOX_KEYS.razorpay;
const PAYU = SANDBOX_KEYS.payu;
const transport = {
  fetch: () => Promise.reject(new Error('no network in unit tests')),
  policy: outboundPolicy(
    'provider',
    { timeoutMs: 100, deadlineMs: 100, retries: 0, backoffMs: 1, failuresBeforeOpening: 5, openForMs: 1000 },
    quietLogger,
  ),
};
const attempt = {
  id: 'a1b2c3d4e5f6a7b8c9d0',
  orderId: 'ORD1',
  amountPaise: 149_900,
  providerOrderId: 'order_NzXJ6ZQd0t3Hqm',
  requiredMethod: null,
  checkoutUrl: null,
};
const payer = { firstName: 'Asha', mobile: '9000000001', email: '' };
const urls = { callbackUrl: 'http://shop/cb', cancelUrl: 'http://shop/cancel' };

describe('Razorpay signatures', () => {
  const razorpay = razorpayProvider(
    { ...RZP, apiUrl: 'http://razorpay.test/v1', checkoutUrl: 'http://razorpay.test/checkout' },
    transport,
  );
  const signature = createHmac('sha256', RZP.keySecret)
    .update('order_NzXJ6ZQd0t3Hqm|pay_NzXK1aBcDeFgHi')
    .digest('hex');

  test('the callback signature is hex HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    expect(razorpayPaymentSignature(RZP.keySecret, 'order_NzXJ6ZQd0t3Hqm', 'pay_NzXK1aBcDeFgHi')).toBe(
      signature,
    );
    expect(signature).toBe('659bdf0cf88805d4860b652211becaeac69e2b3d43895b5d601f8061a8ae3596');
  });

  test('a callback verifies against the order id we stored, and any changed field is forged', () => {
    const form = {
      razorpay_payment_id: 'pay_NzXK1aBcDeFgHi',
      razorpay_order_id: 'order_NzXJ6ZQd0t3Hqm',
      razorpay_signature: signature,
    };
    // It does not say how the payment was made.
    expect(razorpay.verifyCallback(attempt, form)).toMatchObject({
      kind: 'verified',
      payment: { status: 'captured', amountPaise: 149_900, method: null },
    });
    expect(
      razorpay.verifyCallback(attempt, { ...form, razorpay_payment_id: 'pay_NzXK1aBcDeFgHj' }).kind,
    ).toBe('forged');
    expect(
      razorpay.verifyCallback(attempt, { ...form, razorpay_signature: `${signature.slice(0, -1)}0` }).kind,
    ).toBe('forged');
    expect(
      razorpay.verifyCallback(attempt, { ...form, razorpay_signature: signature.slice(0, 10) }).kind,
    ).toBe('forged');
    // The browser naming another order changes nothing: the stored one is signed over.
    const other = { ...attempt, providerOrderId: 'order_Other000000000' };
    expect(razorpay.verifyCallback(other, form).kind).toBe('forged');
    expect(razorpay.verifyCallback(attempt, { 'error[code]': 'BAD_REQUEST_ERROR' }).kind).toBe('unsigned');
  });

  test("an attempt restricted to EMI hands off Checkout's display configuration offering only EMI", () => {
    expect(razorpay.handoff({ ...attempt, requiredMethod: 'emi' }, payer, urls).fields).toMatchObject({
      'config[display][blocks][required][instruments][0][method]': 'emi',
      'config[display][sequence][0]': 'block.required',
      'config[display][preferences][show_default_blocks]': 'false',
    });
    const fields = Object.keys(razorpay.handoff(attempt, payer, urls).fields);
    expect(fields.filter((name) => name.startsWith('config['))).toEqual([]);
  });

  test('a webhook is verified over its raw body with the webhook secret', () => {
    const body = razorpayCaptureEvent({
      id: 'pay_1',
      orderId: attempt.providerOrderId,
      amount: 149_900,
      method: 'upi',
    });
    const expected = createHmac('sha256', RZP.webhookSecret).update(body).digest('hex');
    expect(razorpayWebhookSignature(RZP.webhookSecret, body)).toBe(expected);
    const headers = (signature: string) =>
      new Headers({ 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_1' });
    expect(razorpay.verifyWebhook(attempt, body, headers(expected))).toEqual({
      eventKey: 'evt_1',
      payment: { status: 'captured', providerPaymentId: 'pay_1', amountPaise: 149_900, method: 'upi' },
    });
    // The same JSON with one more space is another body: its signature no longer matches.
    expect(razorpay.verifyWebhook(attempt, body.replace('{', '{ '), headers(expected))).toBeNull();
    expect(razorpay.verifyWebhook(attempt, body.replace('149900', '100'), headers(expected))).toBeNull();
    expect(razorpay.verifyWebhook(attempt, body, new Headers())).toBeNull();
  });
});

describe('Razorpay payment link signatures', () => {
  const razorpay = razorpayProvider(
    { ...RZP, apiUrl: 'http://razorpay.test/v1', checkoutUrl: 'http://razorpay.test/checkout' },
    transport,
  );
  const linkAttempt = {
    ...attempt,
    providerOrderId: 'plink_NzXL2bCdEfGhIj',
    checkoutUrl: 'http://razorpay.test/v1/payment_links/plink_NzXL2bCdEfGhIj/pay',
  };
  const signed = createHmac('sha256', RZP.keySecret)
    .update(`plink_NzXL2bCdEfGhIj|${attempt.id}|paid|pay_NzXK1aBcDeFgHi`)
    .digest('hex');
  const form = {
    razorpay_payment_id: 'pay_NzXK1aBcDeFgHi',
    razorpay_payment_link_id: 'plink_NzXL2bCdEfGhIj',
    razorpay_payment_link_reference_id: attempt.id,
    razorpay_payment_link_status: 'paid',
    razorpay_signature: signed,
  };

  test('the callback signature is hex HMAC-SHA256 of payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id', () => {
    expect(
      razorpayPaymentLinkSignature(RZP.keySecret, {
        id: 'plink_NzXL2bCdEfGhIj',
        referenceId: attempt.id,
        status: 'paid',
        paymentId: 'pay_NzXK1aBcDeFgHi',
      }),
    ).toBe(signed);
  });

  test('a link is opened on its own page, and its callback verifies only for the link and attempt we stored', () => {
    expect(razorpay.handoff(linkAttempt, payer, urls)).toEqual({
      method: 'GET',
      action: linkAttempt.checkoutUrl,
      fields: {},
    });
    expect(razorpay.verifyCallback(linkAttempt, form)).toMatchObject({
      kind: 'verified',
      eventKey: 'callback:pay_NzXK1aBcDeFgHi',
      payment: { status: 'captured', providerPaymentId: 'pay_NzXK1aBcDeFgHi', amountPaise: 149_900 },
    });
    for (const [field, value] of Object.entries({
      razorpay_payment_id: 'pay_Other00000000',
      razorpay_payment_link_id: 'plink_Other0000000',
      razorpay_payment_link_reference_id: 'f'.repeat(20),
      razorpay_payment_link_status: 'created',
      razorpay_signature: signed.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    })) {
      expect(razorpay.verifyCallback(linkAttempt, { ...form, [field]: value }).kind, field).toBe('forged');
    }
    // Signed with the order's formula instead: forged too.
    const orderSigned = {
      ...form,
      razorpay_signature: razorpayPaymentSignature(
        RZP.keySecret,
        linkAttempt.providerOrderId,
        form.razorpay_payment_id,
      ),
    };
    expect(razorpay.verifyCallback(linkAttempt, orderSigned).kind).toBe('forged');
  });
});

describe('PayU hashes', () => {
  const payu = payuProvider(
    { ...PAYU, paymentUrl: 'http://payu.test/_payment', apiUrl: 'http://payu.test/verify' },
    transport,
  );
  const request = {
    key: PAYU.key,
    txnid: attempt.id,
    amount: '1499.00',
    productinfo: 'Nirmal order ORD1',
    firstname: 'Asha',
    email: '',
    udf1: 'ORD1',
  };

  test('the request hash is SHA-512 of key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT', () => {
    const literal =
      'sandboxKey|a1b2c3d4e5f6a7b8c9d0|1499.00|Nirmal order ORD1|Asha||ORD1||||||||||sandboxSalt';
    const expected = createHash('sha512').update(literal).digest('hex');
    expect(payuRequestHash(request, PAYU.salt)).toBe(expected);
    expect(expected).toBe(
      '4b6ac5bcc3edb6dbb7062a977744bc861008db6a2ca3610909f391d5429e331c5c3626aa0043e353e6d922da0ac348f45597610592f591c9bd34ac7b2ec628aa',
    );
    const handoff = payu.handoff({ ...attempt, providerOrderId: attempt.id }, payer, urls);
    expect(handoff.fields).toMatchObject({
      ...request,
      hash: expected,
      surl: 'http://shop/cb',
      furl: 'http://shop/cb',
    });
  });

  test("the customer's email goes to PayU under the request hash", () => {
    const handoff = payu.handoff(
      { ...attempt, providerOrderId: attempt.id },
      { ...payer, email: 'asha@example.com' },
      urls,
    );
    expect(handoff.fields['email']).toBe('asha@example.com');
    expect(handoff.fields['hash']).toBe(
      payuRequestHash({ ...request, email: 'asha@example.com' }, PAYU.salt),
    );
  });

  test('the reverse hash is SHA-512 of SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key', () => {
    const literal =
      'sandboxSalt|success||||||||||ORD1||Asha|Nirmal order ORD1|1499.00|a1b2c3d4e5f6a7b8c9d0|sandboxKey';
    const expected = createHash('sha512').update(literal).digest('hex');
    expect(payuResponseHash({ ...request, status: 'success' }, PAYU.salt)).toBe(expected);
    expect(expected).toBe(
      '0cdec14053baa133aff5e6dba37215ce7d64a2bff36b303e106130a592b1ff1810735638a1990f88f9ed3a5371d30e1ef27d4b34e3c6844098c20c6543f5f2a5',
    );
    const withCharges = createHash('sha512').update(`10.00|${literal}`).digest('hex');
    expect(payuResponseHash({ ...request, status: 'success', additionalCharges: '10.00' }, PAYU.salt)).toBe(
      withCharges,
    );
  });

  test("an attempt restricted to EMI enforces PayU's emi category, which the request hash does not cover", () => {
    const stored = { ...attempt, providerOrderId: attempt.id };
    const emiOnly = payu.handoff({ ...stored, requiredMethod: 'emi' }, payer, urls);
    expect(emiOnly.fields).toEqual({ ...payu.handoff(stored, payer, urls).fields, enforce_paymethod: 'emi' });
  });

  test('a response verifies only as PayU hashed it and for our transaction; a tampered field is forged', () => {
    const stored = { ...attempt, providerOrderId: attempt.id };
    const response = {
      ...request,
      status: 'success',
      mihpayid: '403993715',
      mode: 'EMI',
      hash: payuResponseHash({ ...request, status: 'success' }, PAYU.salt),
    };
    // `mode` is outside the hash: the response cannot vouch for how it was paid.
    expect(payu.verifyCallback(stored, response)).toMatchObject({
      kind: 'verified',
      payment: { status: 'captured', providerPaymentId: '403993715', amountPaise: 149_900, method: null },
    });
    expect(payu.verifyCallback(stored, { ...response, amount: '1.00' }).kind).toBe('forged');
    expect(payu.verifyCallback(stored, { ...response, status: 'failure' }).kind).toBe('forged');
    expect(payu.verifyCallback(stored, { ...response, hash: response.hash.toUpperCase() }).kind).toBe(
      'verified',
    );
    expect(payu.verifyCallback({ ...stored, providerOrderId: 'another0000000000000' }, response).kind).toBe(
      'forged',
    );
  });

  test('amounts are rupees with two decimals', () => {
    expect(payuAmount(149_900)).toBe('1499.00');
    expect(payuAmount(5)).toBe('0.05');
    expect(paiseOfPayuAmount('1499.5')).toBe(149_950);
    expect(paiseOfPayuAmount('1,499')).toBeNull();
  });
});

test('digests compare in constant time and only at equal length', () => {
  expect(sameDigest('abcd', 'abcd')).toBe(true);
  expect(sameDigest('abcd', 'ABCD')).toBe(true);
  expect(sameDigest('abcd', 'abc')).toBe(false);
  expect(sameDigest('abcd', undefined)).toBe(false);
});
