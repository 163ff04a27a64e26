import { loadConfig } from '../../../config';
import { TOKEN, type AcademicHttpServer } from '../../../../test/academic-http-server';
import { createHttpAcademicConnector } from './http-connector';

/**
 * Settings for tests: short retry delays and half-open delay so failures are quick. The timeout stays
 * generous (a busy test machine is slow); the timeout test sets a short one of its own.
 */
export const testEnv = (server: AcademicHttpServer, extra: Record<string, string> = {}): Record<string, string> => ({
  ACADEMIC_CONNECTOR: 'http',
  ACADEMIC_HTTP_URL: server.url,
  ACADEMIC_HTTP_TOKEN: TOKEN,
  ACADEMIC_HTTP_TIMEOUT_MS: '5000',
  ACADEMIC_HTTP_RETRIES: '2',
  ACADEMIC_HTTP_RETRY_DELAY_MS: '5',
  ACADEMIC_HTTP_RETRY_MAX_DELAY_MS: '20',
  ACADEMIC_HTTP_BREAKER_THRESHOLD: '50',
  ACADEMIC_HTTP_BREAKER_HALF_OPEN_MS: '150',
  ...extra,
});

/** A connector on the test server, with what it logged (to check no secret reaches the log). */
export function connectorFor(server: AcademicHttpServer, extra: Record<string, string> = {}) {
  const lines: string[] = [];
  const record = (level: string) => (fields: Record<string, unknown>, msg: string) => lines.push(JSON.stringify({ level, ...fields, msg }));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...testEnv(server, extra) });
  const connector = createHttpAcademicConnector(config, { log: { warn: record('warn'), error: record('error') } });
  return { connector, lines };
}
