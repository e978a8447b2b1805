import type { Context } from 'hono';
import type * as z from 'zod/mini';
import '../validation-messages.ts';
import { errorCodeOfIssue } from '@nirmal/domain/contract';
import { ApiError } from './errors.ts';

export function parseWith<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (!issue) throw new ApiError(400, 'INVALID_REQUEST', 'The request is not valid.');
  throw new ApiError(400, errorCodeOfIssue(issue), issue.message);
}

/** Reads a JSON object body and validates it; anything else is a 400 that says what to send. */
export async function jsonBody<Schema extends z.ZodMiniType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'Send the request details as a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'INVALID_JSON', 'Send the request details as a JSON object.');
  }
  return parseWith(schema, body);
}

export function queryParams<Schema extends z.ZodMiniType>(c: Context, schema: Schema): z.output<Schema> {
  return parseWith(schema, c.req.query());
}

export function pathParams<Schema extends z.ZodMiniType>(c: Context, schema: Schema): z.output<Schema> {
  return parseWith(schema, c.req.param());
}
