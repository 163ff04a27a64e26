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
