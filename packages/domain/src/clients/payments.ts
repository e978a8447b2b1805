import { paymentCalls } from '../contract/index.ts';
import type { PaymentInitiateRequest, PaymentStart, PaymentStatus } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface PaymentsClient {
  /** Starts (or resumes) paying one of the customer's orders: the answer's handoff goes to the provider. */
  initiate(request: PaymentInitiateRequest): Promise<PaymentStart>;
  /** The payment's status, settled by asking the provider when it has been pending for long. */
  status(orderId: string): Promise<PaymentStatus>;
  /** What the server knows of the payment now, for the status page's poll. */
  getPaymentStatus(orderId: string): Promise<PaymentStatus>;
}

export function createPaymentsClient(http: HttpClient): PaymentsClient {
  return {
    initiate: async (body) => (await http.call(paymentCalls.initiate, { body })).data,
    status: async (orderId) => (await http.call(paymentCalls.status, { query: { orderId } })).data,
    getPaymentStatus: async (orderId) =>
      (await http.call(paymentCalls.getPaymentStatus, { query: { orderId } })).data,
  };
}
