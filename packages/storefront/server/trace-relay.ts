import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerLog } from '../app/server/log.server.ts';
import type { ForwardedHeaders } from './forwarded.ts';
import { collectorTracesUrl } from '@nirmal/tracing/collector';

export const TRACES_PATH = '/api/traces';
/** A browser's batch of spans as OTLP JSON: a page's load and calls are some tens of kilobytes. */
const MAX_BODY_BYTES = 256 * 1024;
/** Batches one address may post a minute: a page sends one every few seconds while it is open. */
const MAX_POSTS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;
/** Addresses counted at once: past this, the count starts again rather than grow the memory. */
const MAX_ADDRESSES = 10_000;
const COLLECTOR_TIMEOUT_MS = 5_000;

export interface TraceRelayOptions {
  /** The OTLP/HTTP collector; without one (tracing off) batches are accepted and dropped. */
  collector: URL | undefined;
  log: ServerLog;
  fetch?: typeof fetch;
  now?: () => number;
}

function answer(res: ServerResponse, status: number, message?: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'cache-control': 'no-store',
    ...(message ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    ...headers,
  });
  res.end(message ? JSON.stringify({ message }) : undefined);
}

/** The body, or undefined once it passes `limit` bytes (the rest is not read). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const isOtlpTraces = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { resourceSpans?: unknown }).resourceSpans);

/** Counts each address's posts in the current minute; in memory, as it only sheds load. */
function postsPerMinute(now: () => number) {
  let windowStart = now();
  const counts = new Map<string, number>();
  return (address: string): boolean => {
    if (now() - windowStart >= MINUTE_MS || counts.size >= MAX_ADDRESSES) {
      windowStart = now();
      counts.clear();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= MAX_POSTS_PER_MINUTE;
  };
}

/**
 * `POST /api/traces`: the browser's spans (§7), OTLP/HTTP JSON, passed on to the collector. Only
 * JSON is taken, which a page of another site cannot post without asking (CORS), at most 256 KB a
 * batch and 60 batches a minute from one address. The browser is answered 202 at once and never
 * waits for the collector; one that fails or is not configured loses the batch, which is logged.
 * Answers whether the request was this one.
 */
export function traceRelay({ collector, log, fetch: send = fetch, now = Date.now }: TraceRelayOptions) {
  const allowed = postsPerMinute(now);
  return async (req: IncomingMessage, res: ServerResponse, forwarded: ForwardedHeaders): Promise<boolean> => {
    if ((req.url ?? '/').split('?', 1)[0] !== TRACES_PATH) return false;
    if (req.method !== 'POST') {
      answer(res, 405, 'Spans are sent with POST.', { allow: 'POST' });
      return true;
    }
    if (req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase() !== 'application/json') {
      answer(res, 415, 'Spans are taken as OTLP JSON (Content-Type: application/json).');
      return true;
    }
    if (!allowed(forwarded['x-forwarded-for'])) {
      answer(res, 429, 'Too many batches of spans: wait a minute.', { 'retry-after': '60' });
      return true;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    const body = declared > MAX_BODY_BYTES ? undefined : await readBody(req, MAX_BODY_BYTES);
    if (!body) {
      answer(res, 413, `A batch of spans may be at most ${MAX_BODY_BYTES / 1024} KB.`, {
        connection: 'close',
      });
      return true;
    }
    const spans = body.toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(spans);
    } catch {
      parsed = undefined;
    }
    if (!isOtlpTraces(parsed)) {
      answer(res, 400, 'Spans are taken as an OTLP JSON export request (resourceSpans).');
      return true;
    }
    answer(res, 202);
    if (!collector) return true;
    send(collectorTracesUrl(collector), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: spans,
      signal: AbortSignal.timeout(COLLECTOR_TIMEOUT_MS),
    }).then(
      (response) => {
        void response.body?.cancel();
        if (!response.ok) log.warn('The collector refused browser spans', { status: response.status });
      },
      (error: unknown) => log.warn('Browser spans could not reach the collector', { error }),
    );
    return true;
  };
}
