// The api's version, read from its package.json (one level above both src/ and dist/).
import { readFileSync } from 'node:fs';

export function readVersion(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    if (pkg && typeof pkg === 'object' && 'version' in pkg && typeof pkg.version === 'string') {
      return pkg.version;
    }
  } catch {
    // fall through: a missing version must not stop the api
  }
  return 'unknown';
}
