// The zod every schema of this package is built with, as one module the site's parts share (a
// federation singleton, like the package's root): the schemas of `shared-contracts/domain`, which
// each part bundles itself and tree-shakes, run on the page's one zod instead of each bringing its
// own. A schema file imports it by the package's name, `import * as z from 'shared-contracts/zod'`,
// never `zod/mini` itself: a relative import would be bundled, zod with it, by every part that uses
// the schema. So does web-kit, whose entries a part may bundle (`web-kit/task-invasion-alerts`).
// It lists the functions the schemas use (shared, a module is never tree-shaken, and all of
// `zod/mini` carries every locale): a schema that needs another adds it here.
// First: configures zod before any schema is built (see the file).
import './domain/zod-setup.js';
import { coerce as zodCoerce, iso as zodIso } from 'zod/mini';

export type { core, infer, input, output } from 'zod/mini';

/** `z.coerce`: the one coercion the schemas use (all of them would bring every type's). */
export const coerce = { number: zodCoerce.number };
/** `z.iso`: the one ISO format the schemas use. */
export const iso = { datetime: zodIso.datetime };
export {
  _default,
  array,
  boolean,
  catch,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nonnegative,
  null,
  nullable,
  nullish,
  number,
  object,
  optional,
  partial,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  transform,
  trim,
  tuple,
  union,
  unknown,
  url,
} from 'zod/mini';
