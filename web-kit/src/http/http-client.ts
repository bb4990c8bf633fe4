import * as z from 'shared-contracts/zod';

/** Values accepted in a query string; `undefined` entries are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T = unknown> {
  /** `false` sends no Authorization header even when the client has `getIdToken`. Default true. */
  auth?: boolean;
  /** How to read a successful body. Default `'json'`; an empty body (e.g. 204) gives `undefined`. */
  responseType?: 'json' | 'text';
  /** Validates the JSON body; a mismatch throws {@link ResponseShapeError}. */
  schema?: z.core.$ZodType<T>;
  /** Appended to the path as a query string. */
  query?: QueryParams;
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** A `fetch` compatible function (the global one by default). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** Prefix of every path: an absolute URL (`https://site/api`) or a path (`/api`, `''`). */
  baseUrl: string;
  /** The signed-in user's ID token, or null; sent as `Authorization: Bearer <token>`. */
  getIdToken?: () => Promise<string | null>;
  fetch?: FetchLike;
}

export interface HttpClient {
  get<T = unknown>(path: string, opts?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, opts?: RequestOptions<T>): Promise<T>;
  /** Fetches `url` (no Authorization header) and resolves to the final URL after redirects. */
  imageUrl(url: string): Promise<string>;
}

export interface HttpErrorInit {
  status: number;
  body: string;
  url: string;
  method: string;
  reason: string;
  code?: string | null;
  /** From a `Retry-After` header, in seconds (see {@link retryAfterSeconds}). */
  retryAfterSeconds?: number | null;
  message?: string;
  cause?: unknown;
}

/**
 * A `Retry-After` header as seconds from `now` (it is either a number of seconds or an HTTP date),
 * or null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month; a bare "-3" would parse as a year.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A failed request: a non-OK status, or `status` 0 when the server could not be reached.
 * `reason` is the api's `{ error: { message } }` when present, else the body text.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  /** HTTP status; 0 for a network failure. */
  readonly status: number;
  /** The response body as text ('' when there was none). */
  readonly body: string;
  /** The requested URL. */
  readonly url: string;
  readonly method: string;
  /** A human-readable reason. */
  readonly reason: string;
  /** The api's `error.code`, when it sent one. */
  readonly code: string | null;
  /** How long the server asked the client to wait (its `Retry-After`), in seconds; null if it did not. */
  readonly retryAfterSeconds: number | null;

  constructor(init: HttpErrorInit) {
    super(
      init.message ??
        `${init.method} ${init.url} failed${init.status ? ` (${init.status})` : ''}: ${init.reason}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.body = init.body;
    this.url = init.url;
    this.method = init.method;
    this.reason = init.reason;
    this.code = init.code ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

/** A successful response whose JSON did not match the expected schema. */
export class ResponseShapeError extends HttpError {
  override name = 'ResponseShapeError';
  /** Dotted path of the first bad field (`''` for the root), e.g. `campaigns.0.title`. */
  readonly path: string;
  /** Every problem found, with its path. */
  readonly issues: ReadonlyArray<{ path: string; message: string }>;

  constructor(
    init: Omit<HttpErrorInit, 'reason' | 'message'> & {
      issues: ReadonlyArray<{ path: string; message: string }>;
    },
  ) {
    const first = init.issues[0] ?? { path: '', message: 'Invalid response' };
    const where = first.path === '' ? 'the response' : `"${first.path}"`;
    const reason = `Unexpected response shape at ${where}: ${first.message}`;
    super({ ...init, reason, message: `${init.method} ${init.url}: ${reason}` });
    this.path = first.path;
    this.issues = init.issues;
  }
}

const MAX_REASON_LENGTH = 500;

/** The api's error shape `{ error: { code, message } }` (or `{ error: "text" }`), else the text. */
function parseErrorBody(text: string): { reason: string; code: string | null } {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json === 'object' && json !== null && 'error' in json) {
      const error = (json as { error: unknown }).error;
      if (typeof error === 'string' && error) return { reason: error, code: null };
      if (typeof error === 'object' && error !== null) {
        const { code, message } = error as { code?: unknown; message?: unknown };
        if (typeof message === 'string' && message) {
          return { reason: message, code: typeof code === 'string' ? code : null };
        }
      }
    }
  } catch {
    // not JSON: fall through to the text
  }
  const trimmed = text.trim();
  return {
    reason: trimmed.length > MAX_REASON_LENGTH ? `${trimmed.slice(0, MAX_REASON_LENGTH)}…` : trimmed,
    code: null,
  };
}

/** `base` + `path`, with exactly one slash between; absolute `path` URLs are used as they are. */
/** The URL the client asks for: `path` under `baseUrl` (an absolute `path` stands alone). */
export function joinUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path;
  const base = baseUrl.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base || '/';
}

function appendQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  const hashIndex = url.indexOf('#');
  const [main, hash] = hashIndex === -1 ? [url, ''] : [url.slice(0, hashIndex), url.slice(hashIndex)];
  const separator = main.includes('?') ? (main.endsWith('?') || main.endsWith('&') ? '' : '&') : '?';
  return `${main}${separator}${search}${hash}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

function describeNetworkFailure(error: unknown): string {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  const detail =
    cause instanceof Error && cause.message
      ? cause.message
      : error instanceof Error && error.message
        ? error.message
        : String(error);
  return `Network error: could not reach the server (${detail})`;
}

/**
 * The site's HTTP client: JSON in and out, optional bearer auth, no caching, typed errors.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, getIdToken } = options;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(
    method: string,
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<Response> {
    try {
      return await doFetch(url, { ...init, method, cache: 'no-store', signal });
    } catch (error) {
      // A cancelled request stays an AbortError so callers (and react-query) can recognise it.
      if (signal?.aborted) throw error;
      const reason = describeNetworkFailure(error);
      throw new HttpError({
        status: 0,
        body: '',
        url,
        method,
        reason,
        message: `${method} ${url}: ${reason}`,
        cause: error,
      });
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions<T> = {},
  ): Promise<T> {
    const url = appendQuery(joinUrl(baseUrl, path), opts.query);
    const responseType = opts.responseType ?? 'json';
    const headers: Record<string, string> = {
      Accept: responseType === 'json' ? 'application/json' : 'text/plain, */*;q=0.8',
      ...opts.headers,
    };

    let requestBody: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        requestBody = body;
      } else {
        requestBody = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
    }

    if (getIdToken && opts.auth !== false) {
      const token = await getIdToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }

    const response = await send(method, url, { headers, body: requestBody }, opts.signal);

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      const reason = describeNetworkFailure(error);
      throw new HttpError({ status: response.status, body: '', url, method, reason, cause: error });
    }

    if (!response.ok) {
      const { reason, code } = parseErrorBody(text);
      throw new HttpError({
        status: response.status,
        body: text,
        url,
        method,
        reason: reason || response.statusText || `HTTP ${response.status}`,
        code,
        retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      });
    }

    if (responseType === 'text') return text as T;

    let data: unknown;
    if (response.status === 204 || response.status === 205 || text.trim() === '') {
      data = undefined;
    } else {
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new HttpError({
          status: response.status,
          body: text,
          url,
          method,
          reason: 'The response is not valid JSON',
          cause: error,
        });
      }
    }

    if (opts.schema) {
      const result = z.safeParse(opts.schema, data);
      if (!result.success) {
        throw new ResponseShapeError({
          status: response.status,
          body: text,
          url,
          method,
          issues: result.error.issues.map((issue) => ({
            path: issue.path.map(String).join('.'),
            message: issue.message,
          })),
        });
      }
      return result.data;
    }
    return data as T;
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    async imageUrl(url) {
      const target = joinUrl(baseUrl, url);
      const response = await send('GET', target, { redirect: 'follow' });
      // Only the final URL matters: do not download the image.
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) {
        throw new HttpError({
          status: response.status,
          body: '',
          url: target,
          method: 'GET',
          reason: response.statusText || `HTTP ${response.status}`,
        });
      }
      return response.url || target;
    },
  };
}
