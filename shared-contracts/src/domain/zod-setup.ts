import { z } from 'zod';

// The site's Content-Security-Policy has no 'unsafe-eval' (scripts/site-headers.mjs). zod 4 probes
// `new Function` when it builds its first object schema, to compile faster parsers; under that policy
// the probe is refused and reported as a violation on every page. Browsers therefore parse without
// compiled parsers; Node (the api) keeps them. Imported first by each entry of this package, before
// any schema is built, and listed in package.json `sideEffects` so bundlers keep it.
if (typeof document !== 'undefined') z.config({ jitless: true });
