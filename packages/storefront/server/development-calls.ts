import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionCalls } from '@nirmal/domain/contract';

const DEVELOPMENT_PREFIX = '/api/dev/';

/**
 * The path as commerce-api would route it, and as another backend might: percent-encoding decoded
 * (`/api/%64ev/…` reaches `/api/dev/…`), runs of slashes as one, any case.
 */
function routedPath(url: string): string {
  const [path = ''] = url.split('?', 1);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: compared as written.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * Whether a request names one of commerce-api's development-only calls: its outboxes, fault
 * switches and simulators under `/api/dev/`, and `POST /api/session/create`, which signs any number
 * in without a code. commerce-api serves them beside its development SMS sender for the demo's
 * tools, the journeys and the benches, which call it on its own port.
 */
export function isDevelopmentCall(url: string): boolean {
  const path = routedPath(url);
  return `${path}/`.startsWith(DEVELOPMENT_PREFIX) || path.replace(/\/$/, '') === sessionCalls.create.path;
}

/**
 * The storefront's origin is the one customers reach, so its server never forwards a
 * development-only call, whatever commerce-api behind it serves: it answers as commerce-api does
 * where there is no such call. Answers whether the request was one.
 */
export function refuseDevelopmentCall(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isDevelopmentCall(req.url ?? '/')) return false;
  req.resume();
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message: 'There is nothing at this address.', code: 'NOT_FOUND' }));
  return true;
}
