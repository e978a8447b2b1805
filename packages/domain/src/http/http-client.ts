import * as z from 'zod/mini';
import { buildCallPath } from '../contract/call.ts';
import { errorAnswerSchema } from '../contract/errors.ts';
import { CLIENT_TYPE_HEADER } from '../contract/names.ts';
import type { AnyCall, CallInput, ClientType } from '../contract/index.ts';
import { ContentError, InvalidAnswerError, ProductError } from './errors.ts';

export interface HttpConfig {
  /** Base of `/api` calls: an absolute address on the server, '' (same origin) in the browser. */
  apiBase: string;
  /** Base of `/cms` calls (the content service). */
  cmsBase: string;
  clientType: ClientType;
  fetch?: typeof fetch;
  /** Server side only: the incoming request's Cookie header, so `/api` calls act for that customer. */
  cookie?: string;
  /** Called on every 401 answer (the browser's session-expired handling of §8). */
  onUnauthorized?: (info: { url: string }) => void;
  /**
   * How long a call may take, its answer's body included, before it is given up and fails as a
   * call that got no answer (status 0). No limit unless given.
   */
  timeoutMs?: number;
}

/** Which error a failed call becomes (§8): product calls rethrow the server's message, content calls stay generic. */
export type FailureKind = 'product' | 'content';

export type { CallMethod as HttpMethod } from '../contract/index.ts';

/** How one call is sent, beyond what its definition and input say. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Defaults to 'content' for `/cms` paths and 'product' for the rest. */
  failure?: FailureKind;
}

export interface HttpAnswer<Body> {
  body: Body;
  headers: Headers;
}

/** A call's input, optional when the call defines nothing the caller must supply. */
type InputArgument<Call extends AnyCall> =
  object extends CallInput<Call>
    ? [input?: CallInput<Call>, options?: RequestOptions]
    : [input: CallInput<Call>, options?: RequestOptions];

export interface HttpClient {
  /** Sends a defined call and gives its answer, checked against the call's answer schema. */
  call<Call extends AnyCall>(call: Call, ...args: InputArgument<Call>): Promise<z.output<Call['answer']>>;
  /** The same, with the answer's headers. */
  request<Call extends AnyCall>(
    call: Call,
    ...args: InputArgument<Call>
  ): Promise<HttpAnswer<z.output<Call['answer']>>>;
}

function isContentPath(path: string): boolean {
  return path === '/cms' || path.startsWith('/cms/');
}

function withoutTrailingSlash(base: string): string {
  return base.endsWith('/') ? base.slice(0, -1) : base;
}

/** A call's input as the core reads it; `CallInput` types it for each call. */
type WireInput = Partial<Record<'params' | 'query' | 'body', unknown>>;

function buildUrl(base: string, call: AnyCall, input: WireInput): string {
  const search = new URLSearchParams();
  const query = (input.query ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const queryString = search.toString();
  const path = buildCallPath(call, input.params as Record<string, unknown> | undefined);
  return `${withoutTrailingSlash(base)}${path}${queryString ? `?${queryString}` : ''}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The one way our code calls commerce-api and the content service: credentials and the client-type
 * header on every call, `/cms` paths to the content base, answers checked against the call's
 * definition, and failures turned into the error shapes of §8.
 */
/** The largest body sent as a keepalive request, well inside the 64 KiB the browser allows them in all. */
const KEEPALIVE_BODY_LIMIT = 8 * 1024;

export function createHttpClient(config: HttpConfig): HttpClient {
  const send = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(
    call: AnyCall,
    input: WireInput = {},
    options: RequestOptions = {},
  ): Promise<HttpAnswer<unknown>> {
    const content = isContentPath(call.path);
    const url = buildUrl(content ? config.cmsBase : config.apiBase, call, input);
    const failure = options.failure ?? (content ? 'content' : 'product');
    const fail = (
      answer: { status: number; statusText: string; data: unknown },
      errorOptions?: ErrorOptions,
    ) => {
      const details = { url, ...answer };
      if (failure !== 'product') return new ContentError(details, errorOptions);
      const errorAnswer = errorAnswerSchema.safeParse(answer.data);
      return new ProductError(
        { ...details, answer: errorAnswer.success ? errorAnswer.data : undefined },
        errorOptions,
      );
    };

    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      [CLIENT_TYPE_HEADER]: config.clientType,
    };
    // The customer's cookies are for commerce-api only, never for a content service elsewhere.
    if (config.cookie && !content) headers['cookie'] = config.cookie;
    if (input.body !== undefined) headers['content-type'] = 'application/json';

    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        method: call.method,
        headers,
        credentials: 'include',
        body,
        // A change is shown before its answer comes, so it must outlive a page reloaded or left
        // meanwhile, as a keepalive request does (their bodies share 64 KiB: only small ones ask).
        keepalive: call.method !== 'GET' && (body?.length ?? 0) <= KEEPALIVE_BODY_LIMIT,
        signal: config.timeoutMs === undefined ? undefined : AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      // Unreachable, cut off, or out of time: no answer to go by.
      throw fail({ status: 0, statusText: '', data: null }, { cause });
    }

    const json = parseJson(text);
    if (!response.ok) {
      if (response.status === 401) config.onUnauthorized?.({ url });
      const data = json.ok ? json.value : text || null;
      throw fail({ status: response.status, statusText: response.statusText, data });
    }
    if (!json.ok) throw new InvalidAnswerError(url, response.status, 'the body is not JSON');
    const parsed = call.answer.safeParse(json.value);
    if (!parsed.success) throw new InvalidAnswerError(url, response.status, z.prettifyError(parsed.error));
    return { body: parsed.data, headers: response.headers };
  }

  // The answer was parsed with the call's own schema, so it has that schema's output type.
  const typed = <Call extends AnyCall>(call: Call, [input, options]: InputArgument<Call>) =>
    request(call, input as WireInput, options) as Promise<HttpAnswer<z.output<Call['answer']>>>;
  return {
    request: (call, ...args) => typed(call, args),
    call: async (call, ...args) => (await typed(call, args)).body,
  };
}
