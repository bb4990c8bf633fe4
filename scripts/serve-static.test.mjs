import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';
import { encodingFor, serveStatic } from './serve-static.mjs';

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip, and honours a q=0 refusal', () => {
    expect(encodingFor('gzip, deflate, br, zstd')?.name).toBe('br');
    expect(encodingFor('gzip, deflate')?.name).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.8')?.name).toBe('gzip');
    expect(encodingFor('BR')?.name).toBe('br');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});

/** The raw body and headers, without fetch's own decompression. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('serving compressed files', () => {
  let folder;
  let server;
  afterEach(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('sends the same script in brotli, gzip or as it is, as the browser asks', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'serve-static-'));
    await mkdir(path.join(folder, 'static'));
    const script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `toon ${i}`))};\n`;
    await writeFile(path.join(folder, 'static', 'app.js'), script);
    await writeFile(path.join(folder, 'static', 'tiny.js'), 'export {};\n');
    server = await serveStatic({ root: folder, port: await freePort(), cors: true });
    const url = `${server.url}/static/app.js`;

    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzipped = await rawGet(url, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(gzipped.body.length);

    const plain = await rawGet(url, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    // Too small to gain from compression: sent as it is.
    const tiny = await rawGet(`${server.url}/static/tiny.js`, 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});
