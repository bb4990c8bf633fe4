// The site's own images (original artwork shipped in api/data/files):
//   GET /api/files/web/:name, GET /api/files/trinkets/:name
// Names are checked against a strict pattern before touching the disk, so nothing outside those
// folders can be named. SVGs are served with a policy that keeps any script in them from running.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { parseParams } from '../http/validate.js';
import { DATA_DIR } from '../store/shop-data.js';

const CONTENT_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
} as const;

const FileParamsSchema = z.object({
  folder: z.enum(['web', 'trinkets']),
  name: z
    .string()
    .max(80)
    .regex(/^[a-z0-9][a-z0-9-]{0,63}\.(svg|png|webp)$/, 'Expected a file name such as pie-badge.svg'),
});

export function fileRoutes(filesDir = path.join(DATA_DIR, 'files')): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/files/:folder/:name', async (c) => {
    const { folder, name } = parseParams(c, FileParamsSchema);
    const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(filesDir, folder, name));
    } catch {
      throw notFound(`There is no file ${folder}/${name}.`);
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': CONTENT_TYPES[extension],
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
  });
  return routes;
}
