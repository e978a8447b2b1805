import * as z from 'zod/mini';
import type { PayuConfig } from '../../../config.ts';
import type { Repeatable } from '../../../http/outbound.ts';
import { callProvider, ProviderUnavailableError } from './provider.ts';
import type {
  CallbackReading,
  PaymentMethod,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ProviderTransport,
  RequiredMethod,
  VerifiedNotice,
} from './provider.ts';
import { sameDigest, sha512Hex } from './signatures.ts';

/** The request's fields PayU hashes (udf1..udf5 may be empty). */
export interface PayuRequestFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

/** The hashed request fields of a form PayU was posted (or answers with), as sent. */
export function payuRequestFieldsOf(form: Record<string, string>): PayuRequestFields {
  return {
    key: form['key'] ?? '',
    txnid: form['txnid'] ?? '',
    amount: form['amount'] ?? '',
    productinfo: form['productinfo'] ?? '',
    firstname: form['firstname'] ?? '',
    email: form['email'] ?? '',
    udf1: form['udf1'],
    udf2: form['udf2'],
    udf3: form['udf3'],
    udf4: form['udf4'],
    udf5: form['udf5'],
  };
}

const udfs = (fields: Partial<Record<'udf1' | 'udf2' | 'udf3' | 'udf4' | 'udf5', string>>) =>
  [fields.udf1, fields.udf2, fields.udf3, fields.udf4, fields.udf5].map((value) => value ?? '');

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function payuRequestHash(fields: PayuRequestFields, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email } = fields;
  return sha512Hex(
    [key, txnid, amount, productinfo, firstname, email, ...udfs(fields), '', '', '', '', '', salt].join('|'),
  );
}

/** What PayU posts back (and sends to the webhook): the request's fields, the outcome and its hash. */
export type PayuResponseFields = PayuRequestFields & { status: string; additionalCharges?: string };

/**
 * The reverse hash: sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key),
 * prefixed with `additionalCharges|` when PayU added charges.
 */
export function payuResponseHash(fields: PayuResponseFields, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email, status, additionalCharges } = fields;
  const sequence = [
    salt,
    status,
    '',
    '',
    '',
    '',
    '',
    ...udfs(fields).reverse(),
    email,
    firstname,
    productinfo,
    amount,
    txnid,
    key,
  ];
  return sha512Hex((additionalCharges ? [additionalCharges, ...sequence] : sequence).join('|'));
}

/** PayU takes rupees with two decimals. */
export const payuAmount = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** Rupees as PayU writes them ("1234.5", "1234.50") in paise; null when it is not an amount. */
export function paiseOfPayuAmount(amount: string | undefined): number | null {
  const match = amount === undefined ? null : /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** PayU's `mode` in our words (wallets, BNPL and the rest are `other`). */
const MODES = new Map<string, PaymentMethod>([
  ['EMI', 'emi'],
  ['CC', 'card'],
  ['DC', 'card'],
  ['NB', 'netbanking'],
  ['UPI', 'upi'],
]);

/** The `enforce_paymethod` category that makes PayU's page offer only a method. */
const ENFORCED_CATEGORIES: Record<RequiredMethod, string> = { emi: 'emi' };

const verifyAnswerSchema = z.object({
  status: z.number(),
  transaction_details: z.optional(
    z.record(
      z.string(),
      z.object({
        mihpayid: z.optional(z.union([z.string(), z.number()])),
        status: z.string(),
        amt: z.optional(z.string()),
        error_Message: z.optional(z.string()),
        mode: z.optional(z.string()),
      }),
    ),
  ),
});

const refundAnswerSchema = z.object({
  status: z.number(),
  msg: z.optional(z.string()),
  request_id: z.optional(z.union([z.string(), z.number()])),
});

const actionStatusSchema = z.object({
  status: z.number(),
  transaction_details: z.optional(
    z.record(
      z.string(),
      z.record(z.string(), z.object({ status: z.string(), error_Message: z.optional(z.string()) })),
    ),
  ),
});

/** A refund's status as PayU words it (success, failure; queued, pending and the rest are under way). */
function refundOf(providerRefundId: string, status: string, reason?: string): ProviderRefund {
  if (status === 'success') return { status: 'processed', providerRefundId };
  if (status === 'failure')
    return { status: 'failed', providerRefundId, reason: reason ?? 'PayU could not return the money' };
  return { status: 'pending', providerRefundId };
}

/** The fields of PayU's refund notification that its hash covers. */
export interface PayuRefundFields {
  key: string;
  mihpayid: string;
  request_id: string;
  amount: string;
  status: string;
}

/** A refund notification's hash, as PayU's reverse hash: sha512(SALT|status|amount|request_id|mihpayid|key). */
export const payuRefundHash = (fields: PayuRefundFields, salt: string) =>
  sha512Hex([salt, fields.status, fields.amount, fields.request_id, fields.mihpayid, fields.key].join('|'));

export const productInfo = (orderId: string) => `Nirmal order ${orderId}`;

/** PayU: hosted `_payment` (form POST with the request hash), hashed responses and webhooks, verify_payment. */
export function payuProvider(config: PayuConfig, transport: ProviderTransport): PaymentProvider {
  /** A response's hash checked as PayU computed it, then its transaction held to our stored one. */
  function readResponse(txnid: string, form: Record<string, string>): VerifiedNotice | null {
    const fields: PayuResponseFields = {
      ...payuRequestFieldsOf(form),
      status: form['status'] ?? '',
      additionalCharges: form['additionalCharges'],
    };
    if (!sameDigest(payuResponseHash(fields, config.salt), form['hash'])) return null;
    if (fields.key !== config.key || fields.txnid !== txnid) return null;
    const mihpayid = form['mihpayid'] ?? '';
    const paid = paiseOfPayuAmount(fields.amount);
    const payment: ProviderPayment =
      fields.status === 'success' && paid !== null
        ? // The reverse hash does not cover `mode`: only verify_payment can say how it was paid.
          { status: 'captured', providerPaymentId: mihpayid, amountPaise: paid, method: null }
        : fields.status === 'failure'
          ? {
              status: 'failed',
              providerPaymentId: mihpayid || null,
              reason: form['error_Message'] ?? 'failure',
            }
          : { status: 'pending' };
    return { eventKey: `${mihpayid}:${fields.status}`, payment };
  }

  /** A command of PayU's general API, hashed sha512(key|command|var1|salt). */
  const postService = (command: string, vars: Record<string, string>, repeatable: Repeatable) =>
    callProvider(
      'PAYU',
      transport,
      config.apiUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key: config.key,
          command,
          ...vars,
          hash: sha512Hex([config.key, command, vars['var1'] ?? '', config.salt].join('|')),
        }),
      },
      repeatable,
    );

  return {
    name: 'PAYU',
    ordersTakeRetries: false,

    // PayU has no order to create: the transaction id is ours, one per attempt (PayU refuses a reused one).
    createOrder: ({ attemptId }) => Promise.resolve({ providerOrderId: attemptId }),

    handoff(attempt, payer, { callbackUrl, cancelUrl }) {
      const request: PayuRequestFields = {
        key: config.key,
        txnid: attempt.providerOrderId,
        amount: payuAmount(attempt.amountPaise),
        productinfo: productInfo(attempt.orderId),
        firstname: payer.firstName,
        email: payer.email,
        udf1: attempt.orderId,
      };
      return {
        method: 'POST',
        action: config.paymentUrl,
        fields: {
          key: request.key,
          txnid: request.txnid,
          amount: request.amount,
          productinfo: request.productinfo,
          firstname: request.firstname,
          email: request.email,
          phone: payer.mobile,
          udf1: attempt.orderId,
          surl: callbackUrl,
          furl: callbackUrl,
          curl: cancelUrl,
          hash: payuRequestHash(request, config.salt),
          ...(attempt.requiredMethod
            ? { enforce_paymethod: ENFORCED_CATEGORIES[attempt.requiredMethod] }
            : {}),
        },
      };
    },

    verifyCallback(attempt, form): CallbackReading {
      const notice = readResponse(attempt.providerOrderId, form);
      return notice
        ? { kind: 'verified', ...notice, eventKey: `callback:${notice.eventKey}` }
        : { kind: 'forged' };
    },

    webhookOrderId(rawBody) {
      return new URLSearchParams(rawBody).get('txnid');
    },

    verifyWebhook(attempt, rawBody) {
      return readResponse(attempt.providerOrderId, Object.fromEntries(new URLSearchParams(rawBody)));
    },

    async fetchPayment(attempt) {
      const answer = verifyAnswerSchema.safeParse(
        // verify_payment only reads, so it is retried.
        await postService('verify_payment', { var1: attempt.providerOrderId }, 'idempotent'),
      );
      if (!answer.success) throw new ProviderUnavailableError('PAYU', 'unreadable verify_payment answer');
      const transaction = answer.data.transaction_details?.[attempt.providerOrderId];
      const paid = paiseOfPayuAmount(transaction?.amt);
      if (transaction?.status === 'success' && paid !== null) {
        return {
          status: 'captured',
          providerPaymentId: String(transaction.mihpayid ?? ''),
          amountPaise: paid,
          method: transaction.mode === undefined ? null : (MODES.get(transaction.mode) ?? 'other'),
        };
      }
      if (transaction?.status === 'failure') {
        return {
          status: 'failed',
          providerPaymentId: transaction.mihpayid === undefined ? null : String(transaction.mihpayid),
          reason: transaction.error_Message ?? 'failure',
        };
      }
      return { status: 'pending' };
    },

    async refund({ reference, providerPaymentId, amountPaise }) {
      // The token id (var2) names the refund: PayU takes one request per token, so a repeated try
      // answers the refund the first one queued, and the call is safe to retry.
      const answer = refundAnswerSchema.safeParse(
        await postService(
          'cancel_refund_transaction',
          { var1: providerPaymentId, var2: reference, var3: payuAmount(amountPaise) },
          'idempotent',
        ),
      );
      if (!answer.success) throw new ProviderUnavailableError('PAYU', 'unreadable refund answer');
      const requestId = answer.data.request_id;
      if (answer.data.status !== 1 || requestId === undefined) {
        return {
          status: 'failed',
          providerRefundId: `token:${reference}`,
          reason: answer.data.msg ?? 'refused',
        };
      }
      return { status: 'pending', providerRefundId: String(requestId) };
    },

    async fetchRefund(_request, providerRefundId) {
      const answer = actionStatusSchema.safeParse(
        await postService('check_action_status', { var1: providerRefundId }, 'idempotent'),
      );
      if (!answer.success)
        throw new ProviderUnavailableError('PAYU', 'unreadable check_action_status answer');
      const [action] = Object.values(answer.data.transaction_details?.[providerRefundId] ?? {});
      if (!action) return { status: 'pending', providerRefundId };
      return refundOf(providerRefundId, action.status, action.error_Message);
    },

    readRefundWebhook(rawBody) {
      const form = Object.fromEntries(new URLSearchParams(rawBody));
      if (form['action'] !== 'refund') return null;
      const fields: PayuRefundFields = {
        key: form['key'] ?? '',
        mihpayid: form['mihpayid'] ?? '',
        request_id: form['request_id'] ?? '',
        amount: form['amount'] ?? '',
        status: form['status'] ?? '',
      };
      if (fields.key !== config.key || !sameDigest(payuRefundHash(fields, config.salt), form['hash'])) {
        return 'forged';
      }
      return {
        providerPaymentId: fields.mihpayid,
        refund: refundOf(fields.request_id, fields.status, form['error_Message']),
      };
    },
  };
}
