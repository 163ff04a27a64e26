import { MSG } from '@siiicca/shared';

// What no route may receive, as a pure check: the input guard (plugins/input-guard.ts) runs it on every
// request's parsed input, and multipart uploads (platform/multipart.ts) on their fields, a layer below.

/**
 * Deeper than any input of the product (a sectional's tree, the deepest, is six levels): a body that
 * nests more is hostile, and no schema would read that far anyway.
 */
const MAX_DEPTH = 32;

type Finding = { path: string; message: string };

/** Half of a UTF-16 surrogate pair with no other half: no UTF-8 text can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Parsed data, not a class instance: `{}`, `Object.create(null)`, or the query parser's `new Empty()`. */
const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

type Pending = { value: unknown; path: string; depth: number };

/** The field path as the error handler names fields ('relationship.0.id'), '_' for the whole input. */
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Checks a string at once; queues an object or array for the walk. Paths are built only when needed. */
function visit(value: unknown, parent: string, key: string, depth: number, stack: Pending[]): Finding | null {
  if (typeof value === 'string') return unstorable(value) ? { path: join(parent, key), message: MSG.forbiddenChar } : null;
  if (value !== null && typeof value === 'object') stack.push({ value, path: join(parent, key), depth });
  return null;
}

/**
 * The first thing in parsed input (a body, a query, path parameters) that no route may receive:
 * - a NUL character or a lone surrogate ('\uD800' in JSON) in a string or a key: PostgreSQL text cannot
 *   hold either, so the write could only end as a 500 (PGlite) or store a replacement character (pg);
 * - a `__proto__` key, or `constructor.prototype`: the way to pollute prototypes through a merge;
 * - nesting past MAX_DEPTH.
 * Iterative, not recursive, so a hostile nesting cannot exhaust the stack; objects already seen are
 * skipped, so cyclic bodies (multipart fields point back at the body) end too.
 */
export function findForbiddenInput(input: unknown): Finding | null {
  const seen = new WeakSet<object>();
  const stack: Pending[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return { path: path || '_', message: MSG.forbiddenChar };
      continue;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    const array = Array.isArray(value);
    // Buffers, streams and other class instances (multipart files) are not parsed text.
    if (!array && !isPlainObject(value)) continue;
    seen.add(value);
    if (depth >= MAX_DEPTH) return { path: path || '_', message: MSG.tooDeep };
    if (array) {
      // By index: Object.keys would first build a key for each of up to ~500,000 items.
      const items = value as unknown[];
      for (let i = 0; i < items.length; i++) {
        const found = visit(items[i], path, String(i), depth + 1, stack);
        if (found) return found;
      }
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (unstorable(key)) return { path: path || '_', message: MSG.forbiddenChar };
      if (key === '__proto__') return { path: join(path, key), message: MSG.forbiddenKey };
      if (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child) {
        return { path: join(path, key), message: MSG.forbiddenKey };
      }
      const found = visit(child, path, key, depth + 1, stack);
      if (found) return found;
    }
  }
  return null;
}
