// The one way route tests send a request: JSON body (a string is sent as is, so tests can send
// malformed JSON) and an optional fake-verifier token ("user:<uid>", "anon:<uid>").
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';

export interface JsonRequestOptions {
  token?: string | null;
  body?: unknown;
}

export function jsonRequest(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  { token = null, body }: JsonRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );
}

/** A response's JSON body, as an object. */
export async function responseBody(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The issues a 400 names (`error.issues`: each field's path and message), or none. */
export async function responseIssues(response: Response): Promise<{ path: string; message: string }[]> {
  const { error } = await responseBody(response);
  return (error as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
}
