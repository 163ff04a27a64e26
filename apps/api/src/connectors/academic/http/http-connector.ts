import { MSG } from '@siiicca/shared';
import type { TConfig } from '../../../config';
import { AppError } from '../../../lib/app-error';
import type { AcademicConnector } from '../types';
import { toAccount, toPerson, toSubjects, ZAccountAnswer, ZPersonAnswer, ZSubjectsAnswer } from './contract';
import { jsonLineLog, type ConnectorLog } from '../log';
import { authorizationOf, baseUrlOf } from './settings';
import { createTransport, parsed } from './transport';

export type HttpConnectorOptions = { log?: ConnectorLog };

const account = parsed(ZAccountAnswer, toAccount);
const none = () => null;
const enc = encodeURIComponent;

/**
 * The university's academic system over HTTP(S), following the JSON contract of
 * docs/connectors/http-academic.md. Password change and reset exist only when the settings say the
 * system offers them; otherwise the product sends people to ACADEMIC_HTTP_PASSWORD_HELP_URL.
 */
export function createHttpAcademicConnector(config: TConfig, options: HttpConnectorOptions = {}): AcademicConnector {
  const log = options.log ?? jsonLineLog(config.LOG_LEVEL);
  const baseUrl = baseUrlOf(config);
  if (baseUrl.startsWith('http:') && config.NODE_ENV === 'production') {
    log.warn({ connector: 'http' }, 'ACADEMIC_HTTP_URL is plain http: passwords cross the network unencrypted');
  }
  const t = createTransport({
    baseUrl,
    authorization: authorizationOf(config),
    timeoutMs: config.ACADEMIC_HTTP_TIMEOUT_MS,
    retries: config.ACADEMIC_HTTP_RETRIES,
    retryDelayMs: config.ACADEMIC_HTTP_RETRY_DELAY_MS,
    retryMaxDelayMs: config.ACADEMIC_HTTP_RETRY_MAX_DELAY_MS,
    breakerThreshold: config.ACADEMIC_HTTP_BREAKER_THRESHOLD,
    halfOpenMs: config.ACADEMIC_HTTP_BREAKER_HALF_OPEN_MS,
    log,
  });
  const helpUrl = config.ACADEMIC_HTTP_PASSWORD_HELP_URL;
  const elsewhere = helpUrl ? `${MSG.sacPasswordElsewhere}: ${helpUrl}` : MSG.sacPasswordElsewhere;

  const connector: AcademicConnector = {
    name: 'http',
    authenticate: (login, password) =>
      t.request({
        operation: 'authenticate',
        method: 'POST',
        path: '/authenticate',
        body: { login, password },
        answers: { 200: account, 401: none, 404: none },
      }),
    async findAccount(login) {
      if (!login.trim()) return null;
      return t.request({ operation: 'findAccount', method: 'GET', path: `/accounts/${enc(login.trim())}`, answers: { 200: account, 404: none } });
    },
    async findPerson(identification) {
      const id = identification.trim();
      if (!id) return null;
      return t.request({ operation: 'findPerson', method: 'GET', path: `/people/${enc(id)}`, answers: { 200: parsed(ZPersonAnswer, toPerson), 404: none } });
    },
    listSubjects: () =>
      t.request({ operation: 'listSubjects', method: 'GET', path: '/subjects', answers: { 200: parsed(ZSubjectsAnswer, toSubjects) } }),
  };
  if (helpUrl) Object.assign(connector, { passwordHelpUrl: helpUrl });

  if (config.ACADEMIC_HTTP_PASSWORD_CHANGE) {
    // Not retried: a change whose answer was lost may have happened (see the docs on idempotency).
    connector.changePassword = (username, oldPassword, newPassword) =>
      t.request(
        {
          operation: 'changePassword',
          method: 'POST',
          path: `/accounts/${enc(username)}/password`,
          body: { oldPassword, newPassword },
          answers: {
            204: () => true,
            401: () => false,
            404: () => false,
            422: () => {
              throw new AppError(400, MSG.newPasswordRefused, { password: [MSG.newPasswordRefused] });
            },
            501: () => {
              throw new AppError(400, elsewhere);
            },
          },
        },
        { retry: false },
      );
  }
  if (config.ACADEMIC_HTTP_PASSWORD_RESET) {
    // Setting the same password twice is harmless, so a reset is retried like a read.
    connector.resetPassword = (username, newPassword) =>
      t.request({
        operation: 'resetPassword',
        method: 'POST',
        path: `/accounts/${enc(username)}/password/reset`,
        body: { newPassword },
        answers: {
          204: () => true,
          404: () => false,
          422: () => {
            throw new AppError(400, MSG.newPasswordRefused, { password: [MSG.newPasswordRefused] });
          },
          501: () => {
            throw new AppError(409, elsewhere);
          },
        },
      });
  }
  return connector;
}
