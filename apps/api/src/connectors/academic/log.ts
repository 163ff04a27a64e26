import { redactLogLine } from '../../lib/log-redaction';

/** What an academic connector logs through (LDAP, HTTP): the app's pino logger fits, and so does the default below. */
export type ConnectorLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * The connector is created before the app and its logger exist, so by default it writes the same
 * JSON lines pino would (level, time, msg) at LOG_LEVEL. Callers pass only safe fields: operation,
 * HTTP status, error type and code; never a URL with a login, a body, a password or a credential.
 */
export function jsonLineLog(level: string, write: (line: string) => void = (l) => process.stdout.write(l)): ConnectorLog {
  const threshold = LEVELS[level] ?? LEVELS.info!;
  const emit = (n: number) => (fields: Record<string, unknown>, msg: string) => {
    // Checked as the app's own lines are (lib/log-redaction.ts), should a field ever carry a secret.
    if (n >= threshold) write(redactLogLine(JSON.stringify({ level: n, time: Date.now(), ...fields, msg })));
  };
  return { warn: emit(40), error: emit(50) };
}
