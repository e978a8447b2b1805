import type * as z from 'zod/mini';
import { CLIENT_TYPE_HEADER } from '../contract/index.ts';
import type { ClientType } from '../contract/index.ts';
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
}

/** Which error a failed call becomes (§8): product calls rethrow the server's message, content calls stay generic. */
export type FailureKind = 'product' | 'content';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Defaults to 'content' for `/cms` paths and 'product' for the rest. */
  failure?: FailureKind;
}

export interface HttpAnswer<Body> {
  body: Body;
  headers: Headers;
}

export interface HttpClient {
  request<Schema extends z.ZodMiniType>(
    method: HttpMethod,
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<HttpAnswer<z.output<Schema>>>;
  get<Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.output<Schema>>;
  post<Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.output<Schema>>;
}

function isContentPath(path: string): boolean {
  return path === '/cms' || path.startsWith('/cms/') || path.startsWith('/cms?');
}

function withoutTrailingSlash(base: string): string {
  return base.endsWith('/') ? base.slice(0, -1) : base;
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new TypeError(`A call path must start with one "/": ${path}`);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, value);
  const queryString = search.toString();
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
 * header on every call, `/cms` paths to the content base, answers checked against the contract, and
 * failures turned into the error shapes of §8.
 */
export function createHttpClient(config: HttpConfig): HttpClient {
  const send = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<Schema extends z.ZodMiniType>(
    method: HttpMethod,
    path: string,
    schema: Schema,
    options: RequestOptions = {},
  ): Promise<HttpAnswer<z.output<Schema>>> {
    const content = isContentPath(path);
    const url = buildUrl(content ? config.cmsBase : config.apiBase, path, options.query);
    const failure = options.failure ?? (content ? 'content' : 'product');
    const fail = (
      call: { status: number; statusText: string; data: unknown },
      errorOptions?: ErrorOptions,
    ) => {
      const details = { url, ...call };
      return failure === 'product'
        ? new ProductError(details, errorOptions)
        : new ContentError(details, errorOptions);
    };

    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      [CLIENT_TYPE_HEADER]: config.clientType,
    };
    // The customer's cookies are for commerce-api only, never for a content service elsewhere.
    if (config.cookie && !content) headers['cookie'] = config.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await send(url, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (cause) {
      throw fail({ status: 0, statusText: '', data: null }, { cause });
    }

    const text = await response.text();
    const json = parseJson(text);
    if (!response.ok) {
      if (response.status === 401) config.onUnauthorized?.({ url });
      const data = json.ok ? json.value : text || null;
      throw fail({ status: response.status, statusText: response.statusText, data });
    }
    if (!json.ok) throw new InvalidAnswerError(url, response.status, 'the body is not JSON');
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) throw new InvalidAnswerError(url, response.status, parsed.error);
    return { body: parsed.data, headers: response.headers };
  }

  return {
    request,
    get: async (path, schema, options) => (await request('GET', path, schema, options)).body,
    post: async (path, schema, options) => (await request('POST', path, schema, options)).body,
  };
}
