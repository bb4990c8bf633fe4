// fast-check arbitraries for hostile HTTP requests at one route: path parameters, query strings,
// headers and bodies a careless or malicious client might send. Used by
// security/hostile-input.test.ts; kept apart so the test reads as the property it checks.
import fc from 'fast-check';

export interface RouteShape {
  method: string;
  /** A Hono route path, e.g. /api/toons/:id. */
  path: string;
}

export interface RequestPlan {
  url: string;
  init: RequestInit & { method: string; headers: Record<string, string> };
}

/** Strings that have broken web apps before: traversal, bad escapes, prototype keys, injections. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%00',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%F0%9F%98',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '🎣🐟',
  '\u202eevil',
  '\ufeff',
  "'; drop table toons; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'a'.repeat(300),
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e308',
  '0x1F',
  '9'.repeat(400),
  'null',
  'true',
  '[]',
  '{}',
];

const NASTY_CHARS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
  '"',
  '\\',
  '/',
  '%',
  '?',
  '#',
  '&',
  '=',
  '+',
  '\n',
];

/** Any code point, with control characters, lone surrogates and URL syntax mixed in often. */
export const nastyString = (maxLength = 40) =>
  fc.string({
    unit: fc.oneof(
      { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
      { arbitrary: fc.constantFrom(...NASTY_CHARS), weight: 1 },
    ),
    maxLength,
  });

/** Legal almost everywhere text (no control characters), but odd: any script, lone surrogates, BOMs. */
export const oddString = (maxLength = 30) =>
  fc.string({
    unit: fc.oneof(
      { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 4 },
      {
        arbitrary: fc.constantFrom(
          '\ud800',
          '\udfff',
          '\u202e',
          '\ufeff',
          '\uffff',
          '"',
          '\\',
          '%',
          '\u2028',
        ),
        weight: 1,
      },
    ),
    minLength: 1,
    maxLength,
  });

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), nastyString(), fc.string());

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What a client's URL encoder sends for a lone surrogate (encodeURIComponent throws on one). */
const wellFormed = (value: string) => value.replace(LONE_SURROGATE, '\ufffd');

const encodePart = (value: string) => encodeURIComponent(wellFormed(value));

/** Raw: as typed, minus what would end the URL's path or query early. */
const rawPart = (value: string) => wellFormed(value.replace(/[#?]/g, ''));

const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom('1', '2', '20', '100', '24', '0', '-5', '1e3', '2.5'),
);

const queryPair = fc.tuple(
  fc.oneof(
    fc.constantFrom('category', 'page', 'pageSize', 'hours', 'limit', 'tag', '__proto__', 'constructor'),
    hostileText,
  ),
  fc.oneof(numberText, fc.constantFrom('species', 'weight', 'golf', 'racing', 'rewards'), hostileText),
);

const asciiText = fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) =>
  // Header values: printable ASCII only (the Headers class refuses the rest before the app sees it).
  text.replace(/[^\x20-\x7e]/g, ''),
);

const authorization = fc.oneof(
  fc.constant(undefined),
  // Valid callers often, so requests get past sign-in to the validation and the database.
  { arbitrary: fc.constantFrom('Bearer user:alice', 'Bearer anon:guest', 'Bearer user:mallory'), weight: 4 },
  fc.constantFrom(
    'Bearer anon:newcomer',
    'bearer user:alice',
    'Bearer user:alice:extra',
    'Bearer user:',
    'Bearer :',
    'Bearer',
    'Bearer ',
    'Bearer a b',
    'Basic dXNlcjpwYXNz',
    'Token user:alice',
    `Bearer ${'x'.repeat(9000)}`,
    'Bearer eyJhbGciOiJub25lIn0.eyJ1aWQiOiJhbGljZSJ9.',
  ),
  // "unavailable" is the fake verifier's word for "Firebase is down" (a 503 by design).
  asciiText.filter((text) => !text.includes('unavailable')).map((text) => `Bearer ${text}`),
  asciiText.filter((text) => !text.includes('unavailable')),
);

const contentType = fc.oneof(
  fc.constant(undefined),
  { arbitrary: fc.constant('application/json'), weight: 4 },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/vnd.api+json',
    'application/json; charset=utf-16',
    'text/plain',
    'text/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/xml',
    '',
    ';',
  ),
  asciiText,
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'x-request-id',
    'x-forwarded-for',
    'origin',
    'accept',
    'accept-encoding',
    'cookie',
    'x-http-method-override',
    'content-encoding',
    'if-none-match',
    'range',
  ),
  fc.oneof(asciiText, fc.constant('x'.repeat(8000))),
  { maxKeys: 4 },
);

/** Keys the api's schemas know, so random bodies sometimes get past the first checks. */
const FIELD_NAMES = [
  'name',
  'rod',
  'fish',
  'golf',
  'racing',
  'buckets',
  'rewards',
  'rendition',
  'toonId',
  'email',
  'isAnonymous',
  'game',
  'score',
  'elapsedMs',
  'seed',
  'level',
  'stats',
  'extra',
  'weight',
  'caughtAt',
  '0-0',
];

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1, 2 ** 31, 2 ** 53),
);

const shapedObject = fc.dictionary(
  fc.oneof(
    fc.constantFrom(...FIELD_NAMES),
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
    nastyString(10),
  ),
  fc.oneof(
    anyValue,
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), nastyString(10)), anyValue, { maxKeys: 5 }),
  ),
  { maxKeys: 8 },
);

/** Bodies close to what the routes accept, with one hostile value in them: these reach the database. */
// Mostly-legal values with hostile ones mixed in, per kind of field.
const oddKey = (maxLength: number) => fc.oneof(oddString(maxLength), nastyString(maxLength));
const count = fc.oneof({ arbitrary: fc.nat({ max: 1000 }), weight: 3 }, anyValue);
const toonIdText = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), oddKey(64));

const nearlyValid = fc.oneof(
  fc.record({ name: oddKey(32) }),
  fc.record({
    name: fc.constant('Dog'),
    rod: fc.oneof(fc.constantFrom('Twig', 'Gold'), hostileText),
    toonId: fc.oneof(toonIdText, fc.constant(null)),
  }),
  fc.record({
    name: fc.constant('Dog'),
    rendition: fc.oneof(fc.stringMatching(/^[0-9a-f]{2,80}$/), oddKey(80)),
  }),
  fc.record({
    fish: fc.dictionary(
      fc.oneof(fc.constantFrom('0-0', '1-2', '3-4'), oddKey(8)),
      fc.record({ weight: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), anyValue) }),
      { maxKeys: 4 },
    ),
  }),
  fc.record({ golf: fc.dictionary(oddKey(64), count), racing: fc.dictionary(oddKey(8), count) }),
  fc.record({ buckets: fc.dictionary(oddKey(64), count), rewards: fc.dictionary(oddKey(8), anyValue) }),
  fc.record({
    email: fc.oneof(nastyString(), fc.emailAddress(), fc.constant(null)),
    isAnonymous: fc.boolean(),
  }),
  fc.record({
    game: fc.constantFrom('toons-up', 'cogsweeper', '__proto__'),
    score: count,
    elapsedMs: fc.oneof(fc.integer({ min: 0, max: 600_000 }), anyValue),
    seed: fc.oneof(fc.nat(), anyValue),
  }),
  fc.record({
    toonId: toonIdText,
    fish: fc.dictionary(fc.constantFrom('0-0', '1-2', '__proto__'), count),
    stats: fc.dictionary(
      fc.oneof(
        oddKey(70).map((text) => `golf:${text}`),
        oddKey(10),
      ),
      count,
    ),
    extra: fc.dictionary(oddKey(64), count),
  }),
);

const utf8 = (text: string) => new TextEncoder().encode(text);

const body = (limit: number) =>
  fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: shapedObject.map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: nearlyValid.map((value) => JSON.stringify(value)), weight: 5 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"name":"Dog","__proto__":{"polluted":true}}',
        '{"fish":{"__proto__":{"weight":1}}}',
        '{"name":"a","name":"b"}',
        '',
        'null',
        '[]',
        '"just a string"',
        '{"name":',
        '{name:"Dog"}',
        'name=Dog',
        '\ufeff{"name":"Dog"}',
      ),
      weight: 2,
    },
    {
      arbitrary: fc
        .integer({ min: 1, max: 20_000 })
        .map((depth) =>
          depth % 2 ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
        ),
      weight: 1,
    },
    {
      // Around the size limit, both sides of it.
      arbitrary: fc
        .integer({ min: limit - 64, max: limit + 4096 })
        .map((size) => JSON.stringify({ name: 'x'.repeat(size) })),
      weight: 1,
    },
    { arbitrary: nastyString(200), weight: 1 },
    // Not UTF-8 at all, or broken in the middle of a JSON string.
    { arbitrary: fc.uint8Array({ maxLength: 200 }), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        Uint8Array.of(0xff, 0xfe, 0xfd),
        Uint8Array.from([...utf8('{"name":"'), 0xc3, 0x28, ...utf8('"}')]),
        Uint8Array.from([
          ...utf8('{"email":"a@b.test","isAnonymous":false,"x":"'),
          0xed,
          0xa0,
          0x80,
          ...utf8('"}'),
        ]),
      ),
      weight: 1,
    },
  );

function fillPath(path: string, values: string[], raw: boolean): string {
  let index = 0;
  return path.replace(/:[A-Za-z]+/g, () => {
    const value = values[index++] ?? '';
    return raw ? rawPart(value) : encodePart(value);
  });
}

const validCaller = fc.constantFrom('Bearer user:alice', 'Bearer anon:guest', 'Bearer user:mallory');

/**
 * A request at `route`. `hostile`: everything may be wrong (method, headers, encoding, body).
 * `well-formed`: the route's method, a valid caller and a JSON body, with hostile values inside,
 * so the request reaches validation and the database.
 */
export function hostileRequest(
  route: RouteShape,
  /** Real values per path parameter name (id, uid, slug…), so some requests find something. */
  known: Readonly<Record<string, readonly string[]>>,
  limit: number,
  mode: 'hostile' | 'well-formed' = 'hostile',
): fc.Arbitrary<RequestPlan> {
  const wellFormed = mode === 'well-formed';
  const names = (route.path.match(/:[A-Za-z]+/g) ?? []).map((name) => name.slice(1));
  const param = (name: string) =>
    fc.oneof(
      {
        arbitrary: fc.constantFrom(...(known[name]?.length ? known[name] : ['x'])),
        weight: wellFormed ? 6 : 2,
      },
      { arbitrary: hostileText, weight: wellFormed ? 1 : 3 },
    );
  return fc
    .record({
      method: wellFormed
        ? fc.constant(route.method)
        : fc.oneof(
            { arbitrary: fc.constant(route.method), weight: 8 },
            fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
          ),
      params: fc.tuple(...names.map(param)),
      query: fc.array(queryPair, { maxLength: wellFormed ? 3 : 6 }),
      raw: wellFormed ? fc.constant(false) : fc.boolean(),
      authorization: wellFormed ? validCaller : authorization,
      contentType: wellFormed ? fc.constant('application/json') : contentType,
      extra: wellFormed ? fc.constant({}) : extraHeaders,
      body: wellFormed
        ? fc.oneof(
            { arbitrary: nearlyValid.map((value) => JSON.stringify(value)), weight: 4 },
            { arbitrary: shapedObject.map((value) => JSON.stringify(value)), weight: 1 },
          )
        : body(limit),
    })
    .map(({ method, params, query, raw, authorization: auth, contentType: type, extra, body: payload }) => {
      const encode = raw ? rawPart : encodePart;
      const search = query.length
        ? `?${query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`
        : '';
      const headers: Record<string, string> = { ...extra };
      if (auth !== undefined) headers.authorization = auth;
      if (type !== undefined) headers['content-type'] = type;
      // GET and HEAD cannot carry a body (the Request class refuses one).
      const withBody = payload !== undefined && method !== 'GET' && method !== 'HEAD';
      return {
        url: `${fillPath(route.path, params, raw)}${search}`,
        init: { method, headers, ...(withBody ? { body: payload } : {}) },
      };
    });
}
