import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { REQUEST_ID_HEADER } from '@nirmal/format';
import type { ServerLog } from '../app/server/log.server.ts';
import { isCompressible, negotiateEncoding, streamingCompressor } from './compression.ts';

/** The Fetch API Request React Router handles, for a Node request (aborted when the client leaves). */
export function toWebRequest(req: IncomingMessage, res: ServerResponse, url: URL): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
}

/** How piping a page fails when the browser has gone: mid-stream, or before the first byte. */
const LEFT = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE']);

/** Writes a Fetch API Response to Node, compressing text bodies when the browser accepts it. */
export async function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  log: ServerLog,
): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);

  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  const encoding =
    isCompressible(response.headers.get('content-type')) && !response.headers.has('content-encoding')
      ? negotiateEncoding(req.headers['accept-encoding'])
      : undefined;
  try {
    if (encoding) {
      res.setHeader('content-encoding', encoding);
      res.removeHeader('content-length');
      res.appendHeader('vary', 'Accept-Encoding');
      await pipeline(body, streamingCompressor(encoding), res);
    } else {
      await pipeline(body, res);
    }
  } catch (error) {
    // A browser that leaves mid-stream, or before the page was ready, is routine; anything else is
    // worth a line in the log.
    if (!res.destroyed || !LEFT.has((error as NodeJS.ErrnoException).code ?? ''))
      log.error('Sending the page failed', { requestId: req.headers[REQUEST_ID_HEADER], error });
    res.destroy();
  }
}
