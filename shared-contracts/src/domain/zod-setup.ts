import { z } from 'zod/mini';

// The package's schemas are built with `zod/mini` (functional, tree-shaken). Unlike classic zod it
// loads no locale by itself: English is set here so every issue message reads as it always did.
z.config(z.locales.en());

// The site's Content-Security-Policy has no 'unsafe-eval' (site-server/headers.mjs). Classic zod 4
// probes `new Function` when it builds its first object schema, to compile faster parsers; under that
// policy the probe is refused and reported as a violation on every page. `zod/mini` objects compile
// nothing, but the setting stays so no zod in a browser ever probes. Node (the api) keeps compiled
// parsers for its own classic schemas. Imported first by each entry of this package, before
// any schema is built, and listed in package.json `sideEffects` so bundlers keep it.
if (typeof document !== 'undefined') z.config({ jitless: true });
