import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import '../validation-messages.ts';
import { controlCharacterMessage, controlCharacterPath, errorCodeOfIssue } from '@nirmal/domain/contract';
import type { AnyCall, CallAnswer, CallRequest } from '@nirmal/domain/contract';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';
import { ApiError } from './errors.ts';

export type Api = Hono<AppEnv>;

/** Answers a call from its validated input; the context gives cookies, headers and the signed-in customer. */
export type CallHandler<Call extends AnyCall> = (
  request: CallRequest<Call>,
  c: Context<AppEnv>,
) => Promise<CallAnswer<Call>>;

export interface RouteOptions {
  /** Run before the input is read, e.g. the session guard. */
  before?: MiddlewareHandler<AppEnv>[];
}

/** How routes check what they send: outside production every answer is held to its call's schema. */
export interface AnswerCheck {
  checkAnswers: boolean;
  logger: Logger;
}

export function parseWith<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (!issue) throw new ApiError(400, 'INVALID_REQUEST', 'The request is not valid.');
  throw new ApiError(400, errorCodeOfIssue(issue), issue.message);
}

/** Reads a JSON object body; anything else is a 400 that says what to send. */
async function jsonObject(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'INVALID_JSON', 'Send the request details as a JSON object.');
  }
  return body;
}

async function readRequest(call: AnyCall, c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const request: Record<string, unknown> = {};
  if (call.params) request['params'] = parseWith(call.params, c.req.param());
  if (call.query) request['query'] = parseWith(call.query, c.req.query());
  if (call.body) request['body'] = parseWith(call.body, await jsonObject(c));
  return request;
}

/** Registers the handlers of calls defined in the contract. */
export interface CallRoutes {
  /**
   * Serves `call` at its method and path. Params, query and body are validated with the call's
   * schemas before the handler runs (a clear 400 otherwise); outside production the answer is
   * validated too, and one that breaks the contract is logged and answered with a 500, so tests
   * catch it.
   */
  handle<Call extends AnyCall>(call: Call, handler: CallHandler<NoInfer<Call>>, options?: RouteOptions): void;
  /**
   * Serves a file that is not a JSON call of the contract (an uploaded image of the content
   * service): `path` may name Hono parameters with a pattern, e.g. `/cms/uploads/:file{[a-z]+\\.svg}`.
   */
  file(path: string, serve: (c: Context<AppEnv>) => Response | Promise<Response>): void;
  /**
   * Serves a request whose shape a third party chooses, read raw by `serve`: a payment provider's
   * browser form POST or webhook, or a page of the sandbox providers. Its path parameters and query
   * are screened for control characters as every call's are; its body is the provider's, checked by
   * the provider's signature.
   */
  plain(
    method: 'GET' | 'POST',
    path: string,
    serve: (c: Context<AppEnv>) => Response | Promise<Response>,
  ): void;
}

export function callRoutes(app: Api, { checkAnswers, logger }: AnswerCheck): CallRoutes {
  return {
    handle(call, handler, { before = [] } = {}) {
      app.on(call.method, [call.path], ...before, async (c) => {
        const request = (await readRequest(call, c)) as CallRequest<typeof call>;
        const answer = await handler(request, c);
        if (checkAnswers) {
          const checked = call.answer.safeParse(answer);
          if (!checked.success) {
            logger.error(
              `${call.method} ${call.path} answered outside its contract:\n${z.prettifyError(checked.error)}`,
            );
            throw new ApiError(500, 'INTERNAL', 'Something went wrong');
          }
        }
        return c.json(answer as object);
      });
    },
    file(path, serve) {
      app.get(path, serve);
    },
    plain(method, path, serve) {
      app.on(method, [path], (c) => {
        const screened = controlCharacterPath({ ...c.req.param(), ...c.req.query() });
        if (screened) throw new ApiError(400, 'INVALID_REQUEST', controlCharacterMessage(screened));
        return serve(c);
      });
    },
  };
}
