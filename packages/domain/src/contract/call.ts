import type * as z from 'zod/mini';
import { refusingControlCharacters } from './control-characters.ts';
import type { ScreenedSchema } from './control-characters.ts';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Schemas of a call's path parameters and query: an object of named values. */
type NamedValues = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;

/**
 * One call of the API (§7), defined once: the client builds its request from it and checks the
 * answer, and commerce-api registers its route from it and checks input and answer.
 * Paths name their parameters as `:name`; `/cms/*` paths are served by the content service.
 * Its params, query and body refuse a control character in any string before their own rules.
 */
export interface CallDefinition<
  Method extends CallMethod = CallMethod,
  Path extends string = string,
  Params extends NamedValues | undefined = NamedValues | undefined,
  Query extends NamedValues | undefined = NamedValues | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Answer extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: Method;
  readonly path: Path;
  readonly params: Screened<Params>;
  readonly query: Screened<Query>;
  readonly body: Screened<Body>;
  readonly answer: Answer;
}

/** A request part as a call keeps it: behind the control-character screen, when the call has it. */
type Screened<Schema> = Schema extends z.ZodMiniType ? ScreenedSchema<Schema> : undefined;

function screened<Schema extends z.ZodMiniType | undefined>(schema: Schema | undefined): Screened<Schema> {
  return (schema === undefined ? undefined : refusingControlCharacters(schema)) as Screened<Schema>;
}

export type AnyCall = CallDefinition;

/** What a caller supplies for a call: only the parts it defines, in their wire (input) form. */
export type CallInput<Call extends AnyCall> = (Call['params'] extends z.ZodMiniType
  ? { params: z.input<Call['params']> }
  : unknown) &
  (Call['query'] extends z.ZodMiniType ? { query?: z.input<Call['query']> } : unknown) &
  (Call['body'] extends z.ZodMiniType ? { body: z.input<Call['body']> } : unknown);

/** The same parts after the server validated them. */
export type CallRequest<Call extends AnyCall> = (Call['params'] extends z.ZodMiniType
  ? { params: z.output<Call['params']> }
  : unknown) &
  (Call['query'] extends z.ZodMiniType ? { query: z.output<Call['query']> } : unknown) &
  (Call['body'] extends z.ZodMiniType ? { body: z.output<Call['body']> } : unknown);

/** The answer as it travels: what a handler sends and what a client parses. */
export type CallAnswer<Call extends AnyCall> = z.input<Call['answer']>;

const PARAMETER = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** Names of the `:name` parameters in a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => match[1] ?? '');
}

export function defineCall<
  const Method extends CallMethod,
  const Path extends string,
  Answer extends z.ZodMiniType,
  Params extends NamedValues | undefined = undefined,
  Query extends NamedValues | undefined = undefined,
  Body extends z.ZodMiniType | undefined = undefined,
>(definition: {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  answer: Answer;
}): CallDefinition<Method, Path, Params, Query, Body, Answer> {
  const { path } = definition;
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`A call path must start with one "/": ${path}`);
  }
  if (pathParameterNames(path).length > 0 && !definition.params) {
    throw new TypeError(`${path} has parameters, so its call needs a params schema`);
  }
  return Object.freeze({
    method: definition.method,
    path,
    params: screened(definition.params),
    query: screened(definition.query),
    body: screened(definition.body),
    answer: definition.answer,
  });
}

/** The path with each `:name` replaced by its value, encoded so a value stays one segment. */
export function buildCallPath(call: AnyCall, params: Record<string, unknown> = {}): string {
  return call.path.replace(PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`${call.path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Recognises a definition among a module's exports (for the test that every call has a handler). */
export function isCallDefinition(value: unknown): value is AnyCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'answer' in value &&
    typeof value.path === 'string'
  );
}
