import { randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { SANDBOX_KEYS } from '../../../config.ts';
import type { CallRoutes } from '../../../http/route.ts';
import {
  payuRefundHash,
  paiseOfPayuAmount,
  payuRequestFieldsOf,
  payuRequestHash,
  payuResponseHash,
} from '../providers/payu.ts';
import type { PayuRefundFields } from '../providers/payu.ts';
import { sameDigest, sha512Hex } from '../providers/signatures.ts';
import { ALL_METHODS, checkoutPage, errorPage, noReturnPage, readChoice } from './checkout-page.ts';
import type { Method, Outcome } from './checkout-page.ts';
import { autoSubmitPage, returnAddress } from './html.ts';
import { formOf } from './razorpay.ts';
import { processLater } from './refunds.ts';
import type { RefundProcessing } from './refunds.ts';
import type { WebhookSender } from './webhooks.ts';

/** PayU's `mode` of each method. */
const MODES: Record<Method, string> = { upi: 'UPI', card: 'CC', netbanking: 'NB', emi: 'EMI' };

/** `enforce_paymethod` categories (the ones the sandbox plays) and the method each offers. */
const CATEGORIES = new Map<string, Method>([
  ['creditcard', 'card'],
  ['debitcard', 'card'],
  ['netbanking', 'netbanking'],
  ['emi', 'emi'],
  ['upi', 'upi'],
]);

/** What PayU's page offers: every method, or only those of the categories `enforce_paymethod` names. */
function methodsOffered(request: Record<string, string>): Method[] {
  const enforced = request['enforce_paymethod']?.split('|').map((category) => CATEGORIES.get(category));
  const methods = ALL_METHODS.filter((method) => enforced?.includes(method) ?? true);
  return methods.length > 0 ? methods : ALL_METHODS;
}

interface Transaction {
  request: Record<string, string>;
  /** The fields PayU posts back and reports; absent until the customer finished on the page. */
  response?: Record<string, string>;
}

/** The transaction's outcome, as PayU posts it back once the customer is done on its page. */
function responseFields(
  request: Record<string, string>,
  method: Method,
  outcome: Exclude<Outcome, 'retry'>,
): Record<string, string> {
  const status = outcome === 'success' ? 'success' : 'failure';
  const fields: Record<string, string> = {
    mihpayid: String(randomInt(10 ** 9, 10 ** 10 - 1)),
    mode: MODES[method],
    status,
    unmappedstatus: { success: 'captured', failure: 'failed', cancel: 'userCancelled' }[outcome],
    key: request['key'] ?? '',
    txnid: request['txnid'] ?? '',
    amount: request['amount'] ?? '',
    productinfo: request['productinfo'] ?? '',
    firstname: request['firstname'] ?? '',
    lastname: '',
    email: request['email'] ?? '',
    phone: request['phone'] ?? '',
    udf1: request['udf1'] ?? '',
    udf2: request['udf2'] ?? '',
    udf3: request['udf3'] ?? '',
    udf4: request['udf4'] ?? '',
    udf5: request['udf5'] ?? '',
    field9: {
      success: 'Transaction Completed Successfully',
      failure: 'Transaction failed',
      cancel: 'Cancelled by user',
    }[outcome],
    PG_TYPE: `${MODES[method]}-PG`,
    bank_ref_num: randomBytes(6).toString('hex'),
    bankcode: MODES[method],
    error: outcome === 'success' ? 'E000' : 'E308',
    error_Message:
      outcome === 'success' ? 'No Error' : outcome === 'cancel' ? 'Cancelled by user' : 'Transaction failed',
    net_amount_debit: outcome === 'success' ? (request['amount'] ?? '') : '0',
    addedon: new Date().toISOString().replace('T', ' ').slice(0, 19),
  };
  return {
    ...fields,
    hash: payuResponseHash({ ...payuRequestFieldsOf(fields), status }, SANDBOX_KEYS.payu.salt),
  };
}

interface PayuRefund {
  requestId: string;
  token: string;
  mihpayid: string;
  amount: string;
  status: 'queued' | 'success' | 'failure';
}

/**
 * PayU's refunds as the sandbox plays them: `cancel_refund_transaction` (var1 the payment's
 * mihpayid, var2 the merchant's token id, var3 the amount) queues a refund, one per token: the
 * same token again answers the same request. It is processed after a while and announced by a
 * signed refund notification; `check_action_status` (var1 the request id) reports it.
 */
function payuRefunds(
  transactions: ReadonlyMap<string, Transaction>,
  processing: RefundProcessing,
  announce: (fields: PayuRefundFields) => Promise<void>,
) {
  const refunds = new Map<string, PayuRefund>();
  return {
    request(mihpayid: string, token: string, amount: string) {
      const earlier = [...refunds.values()].find((refund) => refund.token === token && token !== '');
      if (earlier)
        return { status: 1, msg: 'Refund Request Queued', request_id: earlier.requestId, mihpayid };
      const paid = [...transactions.values()].find(
        ({ response }) => response?.['mihpayid'] === mihpayid && response['status'] === 'success',
      )?.response;
      if (!paid || !token) return { status: 0, msg: 'Invalid payment id or token id', error_code: 105 };
      const refunded = [...refunds.values()]
        .filter((refund) => refund.mihpayid === mihpayid && refund.status !== 'failure')
        .reduce((sum, refund) => sum + (paiseOfPayuAmount(refund.amount) ?? 0), 0);
      const asked = paiseOfPayuAmount(amount);
      if (asked === null || asked + refunded > (paiseOfPayuAmount(paid['amount']) ?? 0)) {
        return { status: 0, msg: 'Refund amount is greater than the amount left to refund', error_code: 104 };
      }
      const refund: PayuRefund = {
        requestId: String(randomInt(10 ** 8, 10 ** 9 - 1)),
        token,
        mihpayid,
        amount,
        status: 'queued',
      };
      refunds.set(refund.requestId, refund);
      processLater(processing, (outcome) => {
        refund.status = outcome === 'processed' ? 'success' : 'failure';
        return announce({
          key: SANDBOX_KEYS.payu.key,
          mihpayid,
          request_id: refund.requestId,
          amount,
          status: refund.status,
        });
      });
      return { status: 1, msg: 'Refund Request Queued', request_id: refund.requestId, mihpayid };
    },
    status(requestId: string) {
      const refund = refunds.get(requestId);
      if (!refund) return { status: 0, msg: 'No action status found' };
      return {
        status: 1,
        msg: '1 out of 1 Transactions Fetched Successfully',
        transaction_details: {
          [requestId]: {
            [refund.mihpayid]: {
              mihpayid: refund.mihpayid,
              request_id: refund.requestId,
              token: refund.token,
              amt: refund.amount,
              action: 'refund',
              status: refund.status,
            },
          },
        },
      };
    },
  };
}

/**
 * PayU as the sandbox plays it: `_payment` checks the request hash and shows the payment page; the
 * browser is posted back to surl, furl (or curl on cancel) with the reverse hash, the same fields go
 * to the webhook, `verify_payment` reports a transaction, and refunds are made and reported (above).
 */
export function payuSandbox(
  routes: CallRoutes,
  base: string,
  webhooks: WebhookSender,
  webhookUrl: string,
  refundProcessing: RefundProcessing,
) {
  const { key, salt } = SANDBOX_KEYS.payu;
  const transactions = new Map<string, Transaction>();
  const refunds = payuRefunds(transactions, refundProcessing, (fields) =>
    webhooks.send(
      webhookUrl,
      [
        {
          body: new URLSearchParams({
            ...fields,
            action: 'refund',
            hash: payuRefundHash(fields, salt),
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
      'before',
    ),
  );

  /** PayU's payment page for a transaction (its request as the shop posted it). */
  const showPage = (c: Context, request: Record<string, string>, alert?: string) =>
    c.html(
      checkoutPage({
        provider: 'PayU',
        amountPaise: paiseOfPayuAmount(request['amount']) ?? 0,
        description: request['productinfo'] ?? '',
        upiPayee: 'nirmal.sandbox@payu',
        reference: request['txnid'] ?? '',
        payAction: `${base}/payu/_payment/pay`,
        state: { txnid: request['txnid'] ?? '' },
        methods: methodsOffered(request),
        userAgent: c.req.header('user-agent') ?? '',
        alert,
      }),
    );

  routes.plain('POST', '/sandbox/payu/_payment', async (c) => {
    const form = await formOf(c);
    const request = payuRequestFieldsOf(form);
    if (request.key !== key) return c.html(errorPage('PayU', 'Error Reason: Invalid key.'), 400);
    if (!sameDigest(payuRequestHash(request, salt), form['hash'])) {
      return c.html(
        errorPage('PayU', 'Error Reason: Transaction failed due to incorrectly calculated hash parameter.'),
        400,
      );
    }
    const amountPaise = paiseOfPayuAmount(request.amount);
    if (!request.txnid || amountPaise === null || !form['surl'] || !form['furl']) {
      return c.html(
        errorPage('PayU', 'Error Reason: Mandatory parameter missing (txnid, amount, surl or furl).'),
        400,
      );
    }
    const returns = ['surl', 'furl', 'curl'].filter((name) => form[name] !== undefined);
    if (returns.some((name) => returnAddress(form[name]) === null)) {
      return c.html(errorPage('PayU', 'Error Reason: surl, furl and curl must be http(s) addresses.'), 400);
    }
    if (transactions.get(request.txnid)?.response) {
      return c.html(
        errorPage('PayU', 'Error Reason: Duplicate transaction id. Go back to the shop and pay again.'),
        400,
      );
    }
    transactions.set(request.txnid, { request: form });
    return showPage(c, form);
  });

  routes.plain('POST', '/sandbox/payu/_payment/pay', async (c) => {
    const form = await formOf(c);
    const transaction = transactions.get(form['txnid'] ?? '');
    if (!transaction || transaction.response) {
      return c.html(errorPage('PayU', 'This payment has ended. Go back to the shop and pay again.'), 400);
    }
    const { request } = transaction;
    const choice = readChoice(form, methodsOffered(request));
    if (!choice)
      return c.html(errorPage('PayU', 'This payment method is not available for this payment.'), 400);
    // PayU's page takes another try after a declined one, and reports only the transaction's outcome.
    if (choice.outcome === 'retry')
      return showPage(c, request, 'Transaction declined by your bank. Try again.');
    const response = responseFields(request, choice.method, choice.outcome);
    transaction.response = response;
    if (choice.outcome !== 'cancel') {
      const delivery = {
        body: new URLSearchParams(response).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
      await webhooks.send(webhookUrl, [delivery], choice.webhook);
    }
    if (choice.noReturn) return c.html(noReturnPage('PayU'));
    const action =
      choice.outcome === 'success'
        ? request['surl']
        : choice.outcome === 'cancel'
          ? (request['curl'] ?? request['furl'])
          : request['furl'];
    return c.html(autoSubmitPage('PayU sandbox', action ?? '', response));
  });

  routes.plain('POST', '/sandbox/payu/merchant/postservice.php', async (c) => {
    const form = await formOf(c);
    const { command = '', var1 = '' } = form;
    if (form['key'] !== key || !sameDigest(sha512Hex([key, command, var1, salt].join('|')), form['hash'])) {
      return c.json({ status: 0, msg: 'Invalid Hash.' });
    }
    if (command === 'cancel_refund_transaction') {
      return c.json(refunds.request(var1, form['var2'] ?? '', form['var3'] ?? ''));
    }
    if (command === 'check_action_status') return c.json(refunds.status(var1));
    if (command !== 'verify_payment') return c.json({ status: 0, msg: `Unknown command ${command}` });
    const txnids = var1.split('|').filter(Boolean);
    const details = Object.fromEntries(
      txnids.map((txnid) => {
        const response = transactions.get(txnid)?.response;
        return [
          txnid,
          response
            ? {
                mihpayid: response['mihpayid'],
                request_id: '',
                bank_ref_num: response['bank_ref_num'],
                amt: response['amount'],
                transaction_amount: response['amount'],
                txnid,
                additional_charges: '0.00',
                productinfo: response['productinfo'],
                firstname: response['firstname'],
                bankcode: response['bankcode'],
                udf1: response['udf1'],
                status: response['status'],
                unmappedstatus: response['unmappedstatus'],
                error_code: response['error'],
                error_Message: response['error_Message'],
                mode: response['mode'],
              }
            : { mihpayid: 'Not Found', status: 'Not Found' },
        ];
      }),
    );
    const found = txnids.filter((txnid) => transactions.get(txnid)?.response).length;
    return c.json({
      status: 1,
      msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
      transaction_details: details,
    });
  });
}
