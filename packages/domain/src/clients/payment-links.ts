import { paymentLinkCalls } from '../contract/index.ts';
import type {
  CreatePaymentLink,
  CreatePaymentLinkResult,
  CustomerPaymentLink,
  PaymentLink,
  PaymentLinkPage,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** Payment links: staff create, list, resend and cancel them; a customer opens theirs. */
export interface PaymentLinksClient {
  /** Creates a link for a plan or a service charge and sends it by SMS, or answers the price that changed. */
  create(request: CreatePaymentLink): Promise<CreatePaymentLinkResult>;
  /** The links the signed-in staff member created, newest first; `cursor` asks for the older page. */
  list(cursor?: string): Promise<PaymentLinkPage>;
  /** Sends the SMS of a link awaiting payment again. */
  resend(linkId: string): Promise<PaymentLink>;
  /** Cancels a link awaiting payment, and a plan link's order with it (a visit's order stays the visit's). */
  cancel(linkId: string): Promise<PaymentLink>;
  /** The signed-in customer's link, and where to pay it. */
  open(linkId: string): Promise<CustomerPaymentLink>;
}

export function createPaymentLinksClient(http: HttpClient): PaymentLinksClient {
  return {
    create: async (body) => (await http.call(paymentLinkCalls.create, { body })).data,
    list: async (cursor) =>
      (await http.call(paymentLinkCalls.list, { query: cursor ? { cursor } : {} })).data,
    resend: async (linkId) => (await http.call(paymentLinkCalls.resend, { params: { linkId } })).data,
    cancel: async (linkId) => (await http.call(paymentLinkCalls.cancel, { params: { linkId } })).data,
    open: async (linkId) => (await http.call(paymentLinkCalls.open, { params: { linkId } })).data,
  };
}
