import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { loggerOptions } from '../src/plugins/logger';

export type TLogLine = { level: string; fields: Record<string, unknown>; msg: string };

/** A logger that keeps what it is given: the level, fields and message of each line. */
export function captureLog() {
  const lines: TLogLine[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => void lines.push({ level, fields, msg });
  const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: () => {}, trace: () => {}, fatal: at('fatal') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/**
 * The product's app with its own logger options (redaction, URL masking) writing its JSON lines where
 * the test can read them: `lines` grows as the app logs.
 */
export async function appWithLogLines(deps: AppDeps) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(deps, { logger: { ...(loggerOptions('info') as object), stream } });
  await app.ready();
  return { app, lines };
}
