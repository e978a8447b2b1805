import { addressCalls } from '../contract/index.ts';
import type { Address, AddressInput } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface AddressesClient {
  /** The signed-in customer's delivery addresses, the default first. */
  list(): Promise<Address[]>;
  add(address: AddressInput): Promise<Address>;
}

export function createAddressesClient(http: HttpClient): AddressesClient {
  return {
    list: async () => (await http.call(addressCalls.list)).data,
    add: async (body) => (await http.call(addressCalls.add, { body })).data,
  };
}
