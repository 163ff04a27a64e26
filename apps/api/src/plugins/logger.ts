import type { FastifyServerOptions } from 'fastify';

/** Paths whose last segment is a secret (recovery tokens) are masked before they reach the log. */
const SECRET_PATHS = [/^(\/api\/password\/find\/)[^/?]+/];
const maskUrl = (url: string) => SECRET_PATHS.reduce((u, re) => u.replace(re, '$1***'), url);

/** Structured JSON logs; no authorization header, password, token or captcha ever reaches them. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.passVerifi',
      '*.before',
      '*.password_confirmation',
      '*.token',
      '*.access_token',
      '*.captcha',
    ],
    censor: '[redactado]',
  },
  serializers: {
    req: (req) => ({
      method: req.method,
      url: maskUrl(req.url),
      ip: req.ip,
      userAgent: req.headers?.['user-agent'],
    }),
  },
});
