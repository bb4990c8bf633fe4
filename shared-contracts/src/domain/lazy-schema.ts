/**
 * A schema built the first time it is used rather than when its module loads. Every page
 * evaluates this package before its first paint, and building its hundred-odd zod schemas then
 * was the largest part of that task (about 70 ms of a phone's page load); a page uses a handful.
 * The proxy stands in for the schema everywhere (parse, composition into other schemas, types).
 *
 * Marked free of side effects (the annotation below): a part that bundles `shared-contracts/domain`
 * keeps only the schemas it uses, not every `lazySchema(...)` of the files it imports from.
 */
export /* @__NO_SIDE_EFFECTS__ */ function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => {
    built ??= build();
    return built;
  };
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a fixed property its own (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
