import { addressCalls } from '../contract/index.ts';
import type { Address, AddressInput } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** The signed-in customer's delivery addresses. */
export interface AddressesClient {
  /** The default first, then the most recently added. */
  list(): Promise<Address[]>;
  add(address: AddressInput): Promise<Address>;
  update(id: string, address: AddressInput): Promise<Address>;
  /** Answers the addresses left. */
  remove(id: string): Promise<Address[]>;
}

export function createAddressesClient(http: HttpClient): AddressesClient {
  return {
    list: async () => (await http.call(addressCalls.list, {})).data,
    add: async (body) => (await http.call(addressCalls.add, { body })).data,
    update: async (id, address) => (await http.call(addressCalls.update, { body: { ...address, id } })).data,
    remove: async (id) => (await http.call(addressCalls.remove, { query: { id } })).data,
  };
}
