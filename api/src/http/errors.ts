// One error shape for every response: { error: { code, message, issues? } }. Routes throw HttpError;
// app.onError renders it. Anything unexpected becomes a 500 without internals in the body.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describeError, type Logger } from '../logger.js';

export interface ErrorIssue {
  /** Dotted path of the offending field, e.g. "body.name" or "query.limit". */
  path: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: ErrorIssue[] };
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new HttpError(400, 'bad_request', message, issues);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

export function errorResponse(c: Context, error: HttpError): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.issues?.length) body.error.issues = error.issues;
  return c.json(body, error.status, error.headers);
}

// Codes for statuses Hono's own middleware may raise as HTTPException.
const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** app.onError: known errors keep their status; the rest are logged and answered with a bare 500. */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof HttpError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return errorResponse(
      c,
      new HttpError(status, CODES[status] ?? 'client_error', error.message || 'Bad request.'),
    );
  }
  logger.error('unhandled error', {
    method: c.req.method,
    path: c.req.path,
    requestId: c.get('requestId'),
    ...describeError(error),
  });
  return errorResponse(c, new HttpError(500, 'internal', 'Something went wrong on our side.'));
}
