// Reads a remote's published JSON file (its mf-manifest.json, its routes.json) for the promote
// checks: a GET with a deadline, no redirect followed (a redirect could lead off the allow-listed
// base) and at most 1 MiB read, so a slow or hostile origin cannot hold or flood the api.
const MAX_BYTES = 1024 * 1024;

export type Published = { ok: true; json: unknown } | { ok: false; problem: string };

export async function fetchPublished(url: string, timeoutMs: number): Promise<Published> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { ok: false, problem: timedOut ? `no answer within ${timeoutMs} ms` : 'the request failed' };
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return { ok: false, problem: `HTTP ${response.status}` };
  }
  let text: string;
  try {
    text = await readCapped(response);
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : 'the answer could not be read' };
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new Error(`larger than ${MAX_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
