// zod's built-in messages in Spanish before any request is validated (packages/shared/src/zod-locale.ts).
import '@siiicca/shared/zod-locale';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler, frameworkErrors, registerClosingAnswer, registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerRateLimit } from './plugins/rate-limit';
import { registerCompression } from './plugins/compress';
import { loggerOptions, RequestLog } from './plugins/logger';
import { httpServerOptions } from './connections';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { authRoutes } from './modules/auth/auth.routes';
import { systemRoutes } from './modules/system/system.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { catalogueRoutes } from './modules/catalogues/catalogues.routes';
import { lookupRoutes } from './modules/lookups/lookups.routes';
import { announcementRoutes } from './modules/announcements/announcements.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { permissionsRoutes } from './modules/roles/permissions.routes';
import { usersRoutes } from './modules/users/users.routes';
import { peopleRoutes } from './modules/people';
import { strategyProductsRoutes } from './modules/strategy-products/strategy-products.routes';
import { strategyRoutes } from './modules/strategies';
import { projectRoutes } from './modules/projects';
import { evaluationRoutes, evaluationStage } from './modules/evaluation';
import { executionRoutes, executionStage } from './modules/execution';
import { ssoRoutes } from './modules/sso/sso.routes';
import { privacyRoutes } from './modules/privacy';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { passkeyRoutes, passkeySignInRoutes } from './modules/passkeys';
import { researcherRoutes } from './modules/researchers';

/** Builds the whole product: used by main.ts and by every test. */
export async function buildApp(deps: AppDeps, opts: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(deps.config.LOG_LEVEL),
    logController: new RequestLog(),
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    ...httpServerOptions(deps.config),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app, { ping: deps.ping });
  registerInputGuard(app);
  registerClosingAnswer(app);
  await registerSecurityHeaders(app, deps.config);
  registerAuth(app, deps.db, deps.tokens);
  registerMetrics(app, deps);
  // Before every route it compresses (the API description included): it hooks the routes registered after it.
  await registerCompression(app);
  await registerOpenApi(app, deps);
  await registerRateLimit(app, deps.db);

  await app.register(systemRoutes(deps), { prefix: '/api' });
  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(ssoRoutes(deps), { prefix: '/api/auth/sso' });
  await app.register(accountSecurityRoutes(deps), { prefix: '/api/account' });
  await app.register(passkeySignInRoutes(deps), { prefix: '/api/auth' });
  await app.register(passkeyRoutes(deps), { prefix: '/api/account' });
  await app.register(dashboardRoutes(deps), { prefix: '/api' });
  await app.register(catalogueRoutes(deps), { prefix: '/api' });
  await app.register(lookupRoutes(deps), { prefix: '/api' });
  await app.register(announcementRoutes(deps), { prefix: '/api' });
  await app.register(captchaRoutes(deps), { prefix: '/api/captcha' });
  await app.register(recoveryRoutes(deps), { prefix: '/api/password' });
  await app.register(rolesRoutes(deps), { prefix: '/api/roles' });
  await app.register(permissionsRoutes(deps), { prefix: '/api/permissions' });
  await app.register(usersRoutes(deps), { prefix: '/api/users' });
  await app.register(peopleRoutes(deps), { prefix: '/api' });
  await app.register(strategyProductsRoutes(deps), { prefix: '/api' });
  await app.register(strategyRoutes(deps), { prefix: '/api' });
  // The project core with what the evaluation and execution stages add to it (the core imports no stage).
  await app.register(projectRoutes(deps, [evaluationStage, executionStage]), { prefix: '/api' });
  await app.register(evaluationRoutes(deps), { prefix: '/api' });
  await app.register(executionRoutes(deps), { prefix: '/api' });
  await app.register(privacyRoutes(deps), { prefix: '/api' });
  await app.register(auditRoutes(deps), { prefix: '/api' });
  await app.register(researcherRoutes(deps), { prefix: '/api' });

  await registerSpa(app, deps.config.WEB_DIST);
  return app;
}
