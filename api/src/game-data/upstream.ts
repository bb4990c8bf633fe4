// One GET to the game's public APIs: a descriptive User-Agent (the game asks for one), a time
// limit, and zod over the body, so anything other than good data becomes an UpstreamError.
import type { z } from 'zod';
import { checkSkippingBadEntries, type EntryPattern, type SkippedEntry } from './skip-bad-entries.js';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

export interface UpstreamRequest<T> {
  url: string;
  /** A shared-contracts (zod/mini) or classic schema: parsed with the functional `z.safeParse`. */
  schema: z.core.$ZodType<T>;
  userAgent: string;
  timeoutMs: number;
  fetch?: FetchLike;
  /** Collections whose bad entries are dropped rather than refusing the answer (see skip-bad-entries). */
  entries?: readonly EntryPattern[];
  /** Told which entries were dropped, when any were. */
  onSkipped?: (skipped: SkippedEntry[]) => void;
}

export async function fetchUpstream<T>(request: UpstreamRequest<T>): Promise<T> {
  const doFetch = request.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(request.url, {
      headers: { 'User-Agent': request.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new UpstreamError(`the game could not be reached (${describe(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(`the game answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new UpstreamError('the game answered something that is not JSON');
  }
  // The game's own "no data" shape: `{ error: "..." }` with nothing else.
  if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') {
    throw new UpstreamError(`the game reported: ${(body as { error: string }).error}`);
  }
  const checked = checkSkippingBadEntries(request.schema, body, request.entries ?? []);
  if (checked.skipped.length > 0) request.onSkipped?.(checked.skipped);
  if (!checked.success) throw new UpstreamError(`the game answered an unexpected shape (${checked.issue})`);
  return checked.data;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    return error.name === 'TimeoutError' ? 'timed out' : error.message;
  }
  return String(error);
}
