/**
 * The PostgreSQL error under whatever wraps it: Drizzle wraps driver errors in `cause`; node-postgres
 * and PGlite both carry the SQLSTATE `code` and the violated `constraint`.
 */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    current = e.cause;
  }
  return null;
}

export const PG = { uniqueViolation: '23505', foreignKeyViolation: '23503', restrictViolation: '23001' } as const;

export const isUniqueViolation = (err: unknown) => pgErrorOf(err)?.code === PG.uniqueViolation;
/** A reference blocked the statement: 23503 for NO ACTION keys, 23001 for ON DELETE RESTRICT ones. */
export const isReferenceViolation = (err: unknown) => {
  const code = pgErrorOf(err)?.code;
  return code === PG.foreignKeyViolation || code === PG.restrictViolation;
};

/** SQLSTATE classes and driver codes that mean "the database cannot be reached", not "the query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  // node-postgres' query_timeout (db/pg-pool.ts): a server that stopped answering.
  /query read timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  /connection (is )?closed/i,
];

/** True when the error (or its cause) says the database is down or unreachable: answer 503, retry later. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_NODE_CODES.has(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string))) return true;
    // node's AggregateError of a refused dual-stack connect carries the codes in `errors`.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}

/**
 * What a log may say about a database error: its SQLSTATE, constraint, table and column. Never the
 * statement's parameters (a password hash, an e-mail) nor the row in `detail` ('Key (email)=(...)').
 */
export function describeDatabaseError(err: unknown): Record<string, string> | null {
  let current: unknown = err;
  let wrapped = false;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as Record<string, unknown>;
    if ('params' in e || 'query' in e) wrapped = true;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const out: Record<string, string> = { type: 'DatabaseError', code: e.code };
      for (const key of ['constraint', 'table', 'column', 'schema', 'routine'] as const) {
        if (typeof e[key] === 'string') out[key] = e[key] as string;
      }
      // The server's message names objects, not values, except for data exceptions (class 22:
      // 'invalid input syntax for type integer: "..."'); `detail` and `where` can hold values: never.
      if (typeof e.message === 'string' && !e.code.startsWith('22')) out.message = e.message.slice(0, 200);
      return out;
    }
    current = e.cause;
  }
  if (!wrapped) return null;
  // A query wrapper without a SQLSTATE (e.g. a lost connection): its message embeds the query and params.
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  return {
    type: 'DatabaseError',
    ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
    ...(typeof cause?.message === 'string' ? { message: cause.message.slice(0, 200) } : {}),
  };
}
