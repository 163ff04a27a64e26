import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditFiltersSchema, ZAuditQuerySchema, ZSecurityEventListSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { XLSX_ANSWER } from '../../lib/excel';
import { currentUser } from '../../plugins/auth';
import { exportSecurityEvents } from './export-security-events';
import { listSecurityEvents } from './list-security-events';

const access = { permission: 'audit.read' } as const;

/** Auditoría (issue 43, docs/security-audit.md): the security audit trail's list and its Excel export. */
export const auditRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get('/audit', {
    config: access,
    schema: { querystring: ZAuditQuerySchema, response: { 200: ZSecurityEventListSchema } },
  }, async (request) => listSecurityEvents(db, request.query));

  app.get('/audit/export', {
    config: access,
    schema: { querystring: ZAuditFiltersSchema, response: { 200: XLSX_ANSWER } },
  }, async (request, reply) => exportSecurityEvents(reply, { db, actorId: currentUser(request).id, ip: request.ip }, request.query));
};
