import { profileCalls } from '../contract/index.ts';
import type {
  ProfileChangeRequest,
  ProfileChangeSent,
  ProfileChangeVerify,
  ProfileData,
  ProfileQuery,
  RemoveSecondaryUser,
  UpdatePrimaryName,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface ProfileClient {
  /** The signed-in customer's profile; a ProductError with status 401 when nobody is signed in. */
  get(query?: ProfileQuery): Promise<ProfileData>;
  /** Each change answers the profile as it is afterwards. */
  updatePrimaryName(body: UpdatePrimaryName): Promise<ProfileData>;
  /** Sends the code that confirms a change; nothing changes until it is verified. */
  requestChange(body: ProfileChangeRequest): Promise<ProfileChangeSent>;
  /** Confirms a requested change with its code: `create` adds, `update` replaces. */
  verifyChange(action: 'create' | 'update', body: ProfileChangeVerify): Promise<ProfileData>;
  removeSecondaryUser(body: RemoveSecondaryUser): Promise<ProfileData>;
}

export function createProfileClient(http: HttpClient): ProfileClient {
  return {
    get: async (query = {}) => (await http.call(profileCalls.get, { query })).data.data,
    updatePrimaryName: async (body) => (await http.call(profileCalls.updatePrimaryName, { body })).data.data,
    requestChange: async (body) => (await http.call(profileCalls.requestChange, { body })).data,
    verifyChange: async (action, body) =>
      (await http.call(action === 'create' ? profileCalls.verifyCreate : profileCalls.verifyUpdate, { body }))
        .data.data,
    removeSecondaryUser: async (body) => (await http.call(profileCalls.requestDelete, { body })).data.data,
  };
}
