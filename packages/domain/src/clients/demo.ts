import { demoCalls } from '../contract/index.ts';
import type { BookDemoRequest, DemoBooking, SlotCalendar } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** Home demos for visitors: the free slots at a pincode, and booking one for a confirmed number. */
export interface DemoClient {
  slots(pincode: string): Promise<SlotCalendar>;
  /** Books for the number confirmed by `otp.verifyLead` (its cookie). */
  book(request: BookDemoRequest): Promise<DemoBooking>;
  /** A demo booked for the confirmed number, by its id. */
  get(demoId: string): Promise<DemoBooking>;
}

export function createDemoClient(http: HttpClient): DemoClient {
  return {
    slots: async (pincode) => (await http.call(demoCalls.slots, { query: { pincode } })).data,
    book: async (request) => (await http.call(demoCalls.book, { body: request })).data,
    get: async (demoId) => (await http.call(demoCalls.get, { params: { demoId } })).data,
  };
}
