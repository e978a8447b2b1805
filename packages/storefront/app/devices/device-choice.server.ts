import { deviceQueries } from '@nirmal/domain';
import type { RouterContextProvider } from 'react-router';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';

/**
 * What a device page opened without a device shows (`ChooseDevice`): the customer's devices,
 * loaded with the page, so the browser neither waits for them nor loads the API clients to ask.
 */
export const prefetchDeviceChoice = (url: URL, context: Readonly<RouterContextProvider>) =>
  signedInOnly(url, () => prefetch(context, deviceQueries.list(requestState(context).clients.assets)));
