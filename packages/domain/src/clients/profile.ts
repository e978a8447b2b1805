import { profileCalls } from '../contract/index.ts';
import type { ProfileData, ProfileQuery } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface ProfileClient {
  /** The signed-in customer's profile; a ProductError with status 401 when nobody is signed in. */
  get(query?: ProfileQuery): Promise<ProfileData>;
}

export function createProfileClient(http: HttpClient): ProfileClient {
  return {
    get: async (query = {}) => (await http.call(profileCalls.get, { query })).data.data,
  };
}
