import fc from 'fast-check';

/**
 * Generators of hostile request parts for fuzz.test.ts. Bodies follow a route's own body schema
 * (as JSON Schema) with any field, at any depth, swapped for a hostile value, so most cases get
 * past the fields they do not attack and reach the checks, the SQL and the database.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** A JSON token JSON.stringify cannot write (-0, 1e309, a 30-digit integer): sent verbatim. */
export class RawJson {
  constructor(
    readonly token: string,
    private readonly label = token,
  ) {}
  /** How fast-check prints a failing case: a 60,000-id list or a 3,000-level nesting would drown (or overflow) the report. */
  [fc.toStringMethod]() {
    return `RawJson(${this.label.length > 80 ? `${this.label.slice(0, 80)}…` : this.label})`;
  }
}

/** JSON text of a generated value, RawJson tokens written as they are. */
export function toJson(value: unknown): string {
  const tokens: string[] = [];
  const text = JSON.stringify(value, (_key, v) => (v instanceof RawJson ? `\u0001raw${tokens.push(v.token) - 1}\u0002` : v));
  return text.replace(/"\\u0001raw(\d+)\\u0002"/g, (_m, i: string) => tokens[Number(i)]!);
}

const INT_EDGES = [
  2147483647, 2147483648, -2147483648, -2147483649, 4294967296, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE,
  Number.MIN_VALUE, -1, 0, 0.5, 1.000001, 1e21, 1e-7,
];
const RAW_NUMBERS = ['-0', '1e309', '-1e309', '1E400', '123456789012345678901234567890', '1e-400', '2147483648.0', '1.0', '-0.0'];
const NUMBER_TEXT = [
  '1e309', 'NaN', 'Infinity', '-Infinity', '-0', '0x10', '0b11', '1_000', ' 1', '1 ', '+1', '1.0', '1e3', '٣', '１',
  '99999999999999999999', '2147483648', '-1', '', ' ', 'null', 'true', '[]', '{}',
];
export const DATE_TEXT = [
  '9999-12-31', '0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '2100-12-31', '2101-01-01', '2024-02-30',
  '2023-02-29', '2024-13-01', '+012024-01-01', '-002024-01-01', '2024-1-1', '2024-01-01T00:00:00Z', '20240101',
];
const NASTY_TEXT = [
  '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '\uFEFF', '\u202E', 'ǅ', 'ß', 'İ', '𝕏', '😀'.repeat(50),
  '../../../etc/passwd', "'; drop table users; --", '" or 1=1 --', '%', '_', '\\', '%_\\', '<script>alert(1)</script>',
  '${7*7}', 'null', '__proto__', 'constructor', '\r\n\t', ' '.repeat(300),
];

const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 4 });

/** Hostile text, its long form up to `longest` 'ñ' (each two bytes of UTF-8, six characters URL-encoded). */
const hostileTextUpTo = (longest: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    loneSurrogates,
    fc.constantFrom(...NASTY_TEXT, ...NUMBER_TEXT, ...DATE_TEXT),
    fc.integer({ min: 256, max: longest }).map((n) => 'ñ'.repeat(n)),
  );

/** Hostile text for a body: up to 30,000 'ñ' (60 KB, well inside the 1 MB body limit). */
export const hostileText = hostileTextUpTo(30_000);

/**
 * What a URL can carry. Node's HTTP parser answers 431 to a request line and headers over 16 KiB
 * (its default maxHeaderSize) before the app sees them, and plugins/errors.test.ts checks that
 * answer; app.inject skips the parser, so a longer URL here would exercise a request no client can
 * make (and cost milliseconds per case in query parsing alone: queries averaged 31 KB). A path
 * parameter of 500 'ñ' (3,000 characters encoded) and a query string within QUERY_BUDGET still pass
 * every length limit of the product by far (a path parameter 100, a search 200, a filter value 500);
 * two such parameters, the budget and the route's path stay under 16 KiB.
 */
const URL_TEXT_LONGEST = 500;
export const QUERY_BUDGET = 8_000;
const hostileUrlText = hostileTextUpTo(URL_TEXT_LONGEST);

const nest = (depth: number, array: boolean) =>
  new RawJson(`${(array ? '[' : '{"a":').repeat(depth)}1${(array ? ']' : '}').repeat(depth)}`, `${depth} levels of ${array ? '[]' : '{}'}`);
const ids = (n: number) => new RawJson(JSON.stringify(Array.from({ length: n }, (_, i) => i + 1)), `[1, 2, … ${n}]`);

/** Ids by the hundreds (past any list's maximum), and rarely by the ten thousands. */
const idArrays = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 400, max: 1200 }).map(ids) },
  { weight: 1, arbitrary: fc.constant(ids(60_000)) },
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...INT_EDGES), { maxLength: 5 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...INT_EDGES),
  fc.constantFrom(...RAW_NUMBERS).map((t) => new RawJson(t)),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((b) => new RawJson(b.toString())),
  fc.double(),
  hostileText,
  fc.constantFrom(null, true, false, {}, [], [null], { ['__proto__']: { admin: true } }, { constructor: { prototype: { x: 1 } } }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean()).map(([d, a]) => nest(d, a)),
  idArrays,
);

const SORT_KEYS = ['name', '-name', 'id', '-id', 'active', 'email', '-date_start', 'fecha_inicio', 'country', 'sectional', 'x'];
const inRangeDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function plausibleString(js: JsonSchema): fc.Arbitrary<string> {
  if (js.format === 'date') return fc.oneof(inRangeDate, fc.constantFrom('1900-01-01', '2100-12-31'));
  if (js.format === 'email' || js.pattern?.includes('@')) return fc.emailAddress();
  if (js.pattern === '^-?[a-z_.]+$') return fc.constantFrom(...SORT_KEYS);
  if (js.pattern === '^\\d{1,10}$') return fc.integer({ min: 1, max: 40 }).map(String);
  if (js.pattern) {
    try {
      return fc.stringMatching(new RegExp(js.pattern), { maxLength: js.maxLength ?? 40 });
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  const min = js.minLength ?? 0;
  const max = Math.max(min, Math.min(js.maxLength ?? 40, 60));
  return fc
    .oneof(fc.lorem({ maxCount: 4 }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }))
    .map((s) => (s.trim().length < min ? s.padEnd(min + 1, 'x') : s).slice(0, max));
}

/**
 * Fields whose rules JSON Schema cannot tell (a refinement, a row that must exist): values that pass,
 * so the cases that attack another field of the same body still reach the database.
 */
const KNOWN_FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  accept: fc.constantFrom('.pdf', '.doc,.docx', 'image/*'),
  url: fc.constantFrom('https://www.usta.edu.co', null),
  country_id: fc.constantFrom('COL', 'PER'),
  department_id: fc.constantFrom('05', '11', '76'),
  identity: fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String),
  account_type: fc.constantFrom('sac', 'adm'),
  email: fc.tuple(fc.stringMatching(/^[a-z]{3,12}$/), fc.nat(9999)).map(([u, n]) => `${u}.${n}@usta.edu.co`),
  username: fc.stringMatching(/^[a-z][a-z0-9._-]{2,20}$/),
  password: fc.constantFrom('Clave#Segura2026', null),
  id_sectional: fc.constantFrom(1, 2),
  roles: fc.constantFrom([], [2], [2, 3]),
};

/** A value the schema would likely accept (valid ids are small: they exist in the demo data). */
function plausible(js: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = js.anyOf ?? js.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(plausible));
  if (js.enum?.length) return fc.constantFrom(...js.enum);
  if (js.const !== undefined) return fc.constant(js.const);
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(js.properties ?? {}).map(([k, s]) => [k, KNOWN_FIELDS[k] ? fc.oneof({ weight: 3, arbitrary: KNOWN_FIELDS[k] }, { weight: 1, arbitrary: field(s) }) : field(s)]),
      );
      return fc.record(model, { requiredKeys: (js.required ?? []).filter((k) => k in model) });
    }
    case 'array':
      return fc.array(field(js.items ?? {}), { maxLength: 4 });
    case 'string':
      return plausibleString(js);
    case 'integer':
    case 'number': {
      const min = js.minimum ?? 1;
      const max = js.maximum ?? 2147483647;
      const low = Math.max(min, 1);
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: low, max: Math.max(Math.min(max, 5), low) }) },
        { weight: 2, arbitrary: fc.integer({ min: low, max: Math.max(Math.min(max, 40), low) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A field's value: mostly plausible, sometimes hostile, at every depth. */
export const field = (js: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 6, arbitrary: plausible(js) }, { weight: 1, arbitrary: hostileValue });

/** A request body for a route: shaped by its schema, or any JSON at all. */
export const bodyFor = (js: JsonSchema | undefined): fc.Arbitrary<unknown> =>
  js
    ? fc.oneof({ weight: 8, arbitrary: plausible(js) }, { weight: 1, arbitrary: fc.jsonValue() }, { weight: 1, arbitrary: hostileValue })
    : fc.oneof(fc.constant(undefined), fc.jsonValue(), hostileValue);

/** encodeURIComponent, except that a lone surrogate goes as the bytes Node would write for it. */
export const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

const HOSTILE_SEGMENTS = [
  '0', '-1', '-0', '1e309', '1e3', '0x10', '2147483647', '2147483648', '99999999999999999999', '9007199254740993', '1.5',
  'NaN', 'Infinity', '%201', '%00', '1%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..', '%C3%A9', '%E2%80%AE', '%F0%9F%98%80',
  'a'.repeat(150), '%', '%zz', '%C0%AF', '%ED%A0%80', '?', '#',
];

/** A path parameter: plausible (an existing id or code), hostile, or any text, URL-encoded. */
export const segmentFor = (js: JsonSchema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: plausibleString(js ?? { type: 'string' }).map(encode) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 2, arbitrary: hostileUrlText.map(encode) },
  );

const queryValue = (js: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: plausible(js).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')) },
    { weight: 3, arbitrary: hostileUrlText },
  );

/** A query string from a querystring schema: its keys with plausible or hostile values, repeats and stray keys. */
export const queryFor = (js: JsonSchema | undefined): fc.Arbitrary<string> => {
  const known = Object.entries(js?.properties ?? {}).map(([k, s]) => fc.tuple(fc.constant(k), queryValue(s)));
  const stray = fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'page[]', 'a[b]', ''), hostileUrlText), hostileUrlText);
  const pair = known.length ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...known) }, { weight: 1, arbitrary: stray }) : stray;
  const raw = fc.constantFrom('', '&', '&&=&', '%', '%zz', 'q=%00', '=x', 'page=1&page=2');
  return fc
    .tuple(fc.array(pair, { maxLength: 5 }), fc.option(raw, { freq: 5 }))
    .map(([pairs, tail]) => {
      // The pairs that fit the budget, in order (any one pair fits it alone: two texts of 3,000).
      const kept: string[] = [];
      let length = 0;
      for (const [k, v] of pairs) {
        const pair = `${encode(k)}=${encode(v)}`;
        if (length + pair.length + 1 > QUERY_BUDGET) continue;
        kept.push(pair);
        length += pair.length + 1;
      }
      return [...kept, ...(tail ? [tail] : [])].join('&');
    });
};
