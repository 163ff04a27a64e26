import type { FastifyBaseLogger } from 'fastify';

export type TLogLine = { level: string; fields: Record<string, unknown>; msg: string };

/** A logger that keeps what it is given: the level, fields and message of each line. */
export function captureLog() {
  const lines: TLogLine[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => void lines.push({ level, fields, msg });
  const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: () => {}, trace: () => {}, fatal: at('fatal') } as unknown as FastifyBaseLogger;
  return { log, lines };
}
