// zod at the HTTP boundary: parse a JSON body, the query string or path params, or answer 400 with
// every offending field named (e.g. "body.name: Too small").
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, type ErrorIssue, HttpError } from './errors.js';

type Source = 'body' | 'query' | 'params';

// Schemas come from shared-contracts (zod/mini) or from the api itself (classic zod): both are core
// schemas, parsed with the functional `z.safeParse`.
function parse<T extends z.core.$ZodType>(source: Source, schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues: ErrorIssue[] = result.error.issues.map((issue) => ({
    path: [source, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw badRequest(`Invalid request ${source === 'body' ? 'body' : source}: ${summary}`, issues);
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

// A "\ud800" escape with no partner decodes to half a character: not text any database can store
// (PGlite fails on it, node-postgres silently stores U+FFFD instead). Refused while parsing.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

class LoneSurrogateError extends Error {}

function refuseLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new LoneSurrogateError();
  }
  return value;
}

export async function parseJsonBody<T extends z.core.$ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'The request body must be JSON (Content-Type: application/json).',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text(), refuseLoneSurrogates);
  } catch (error) {
    // A body over the size limit surfaces here while reading: let that keep its own 413.
    if (error instanceof HttpError) throw error;
    if (error instanceof LoneSurrogateError) {
      throw new HttpError(
        400,
        'invalid_json',
        'The request body has a \\u escape that is half a character (an unpaired surrogate).',
      );
    }
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  return parse('body', schema, body);
}

/** A body the route read itself (e.g. a beacon's text/plain JSON), checked like parseJsonBody's. */
export function parseBodyValue<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  return parse('body', schema, value);
}

export function parseQuery<T extends z.core.$ZodType>(c: Context, schema: T): z.output<T> {
  // Repeated keys (?tag=a&tag=b) become arrays; single ones stay strings.
  const query = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
  return parse('query', schema, query);
}

export function parseParams<T extends z.core.$ZodType>(c: Context, schema: T): z.output<T> {
  return parse('params', schema, c.req.param());
}
