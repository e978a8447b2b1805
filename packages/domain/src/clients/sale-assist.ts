import { saleAssistCalls } from '../contract/index.ts';
import type { SaleAssistCall, SaleAssistScheduleRequest, SaleAssistSlots } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** Sale assist's call-backs (§7): the times a sales expert can call, and booking one. */
export interface SaleAssistClient {
  slots(): Promise<SaleAssistSlots>;
  schedule(request: SaleAssistScheduleRequest): Promise<SaleAssistCall>;
}

export function createSaleAssistClient(http: HttpClient): SaleAssistClient {
  return {
    slots: async () => (await http.call(saleAssistCalls.slots)).data,
    schedule: async (request) => (await http.call(saleAssistCalls.schedule, { body: request })).data,
  };
}
