import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRIVACY_MSG,
  ZDataRequestAnswerSchema,
  ZDataRequestInputSchema,
  ZDataRequestSchema,
  ZHolidayListSchema,
  ZHolidayQuerySchema,
  ZHolidaySchema,
  ZIdParamSchema,
  ZMessageSchema,
  ZMyDataRequestsSchema,
  ZOfficeDataRequestListSchema,
  ZPrivacyAcceptSchema,
  ZPrivacyNoticeInputSchema,
  ZPrivacyNoticeListSchema,
  ZPrivacyStatusSchema,
  todayInBogota,
  zQueryInt,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { sendZip, ZIP_ANSWER } from '../../lib/zip';
import { downloadFailed } from '../../platform/bulk-downloads';
import { recordSecurityEvent } from '../../platform/security-events';
import { currentUser } from '../../plugins/auth';
import { myData, myDataEntries } from './export-my-data';
import { addHoliday, listHolidays } from './holidays';
import { acceptNotice, listNotices, privacyStatus, publishNotice } from './notice';
import { answerRequest, fileRequest, myRequest, myRequests, officeRequests } from './requests';

const ZOfficeQuerySchema = z.object({
  page: zQueryInt(1, 100_000).default(1),
  per_page: zQueryInt(1, 100).default(10),
  state: z.enum(['open', 'answered', 'all']).default('open'),
});
const ZFiledSchema = z.object({ message: z.string(), id: z.number().int(), due_on: z.string() });

/**
 * Personal data under Ley 1581 (docs/personal-data-rights.md): the notice every user accepts (reachable
 * while it is their pending step), 'Mis Datos Personales' (the download and the requests), and the
 * office's side (versions of the notice, requests and their answers, holidays) under privacy.manage.
 */
export const privacyRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get('/privacy/notice', {
    config: { permission: 'authenticated', pendingAllowed: true },
    schema: { response: { 200: ZPrivacyStatusSchema } },
  }, async (request) => privacyStatus(db, currentUser(request).id));

  app.post('/privacy/notice/accept', {
    config: { permission: 'authenticated', pendingAllowed: true },
    schema: { body: ZPrivacyAcceptSchema, response: { 200: ZMessageSchema } },
  }, async (request) => acceptNotice(db, currentUser(request).id, request.body.version, request.ip));

  app.get('/privacy/notices', {
    config: { permission: 'privacy.manage' },
    schema: { response: { 200: ZPrivacyNoticeListSchema } },
  }, async () => ({ data: await listNotices(db) }));

  app.post('/privacy/notices', {
    config: { permission: 'privacy.manage' },
    schema: { body: ZPrivacyNoticeInputSchema, response: { 200: ZMessageSchema } },
  }, async (request) => publishNotice(db, currentUser(request).id, request.body, request.ip));

  app.get('/privacy/my/data', {
    config: { permission: 'authenticated' },
    schema: { response: { 200: ZIP_ANSWER } },
  }, async (request, reply) => {
    const user = currentUser(request);
    const fail = downloadFailed('No fue posible generar la descarga de sus datos personales');
    const { data, files } = await myData(db, user.id).catch((err: unknown) => {
      throw fail(err);
    });
    const counts = {
      strategies: data.strategies.own.length,
      projects: data.projects.own.length,
      evaluations: data.evaluations.length,
      person_records: data.person_records.length,
      files: files.length,
    };
    await recordSecurityEvent(db, { event: 'personal_data_download', actorId: user.id, ip: request.ip, details: { what: 'mis_datos', ...counts } });
    return sendZip(reply, {
      fileName: `mis-datos-personales_${todayInBogota()}.zip`,
      batches: myDataEntries(data, files, deps.files),
      nothing: () => new AppError(500, 'No fue posible generar la descarga de sus datos personales'),
      onEarlyError: fail,
    });
  });

  app.get('/privacy/my/requests', {
    config: { permission: 'authenticated' },
    schema: { response: { 200: ZMyDataRequestsSchema } },
  }, async (request) => ({ data: await myRequests(db, currentUser(request).id) }));

  app.get('/privacy/my/requests/:id', {
    config: { permission: 'authenticated' },
    schema: { params: ZIdParamSchema, response: { 200: ZDataRequestSchema } },
  }, async (request) => myRequest(db, currentUser(request).id, request.params.id));

  app.post('/privacy/my/requests', {
    config: { permission: 'authenticated' },
    schema: { body: ZDataRequestInputSchema, response: { 200: ZFiledSchema } },
  }, async (request) => fileRequest(db, currentUser(request).id, request.body, request.ip));

  app.get('/privacy/requests', {
    config: { permission: 'privacy.manage' },
    schema: { querystring: ZOfficeQuerySchema, response: { 200: ZOfficeDataRequestListSchema } },
  }, async (request) => officeRequests(db, request.query));

  app.post('/privacy/requests/:id/answer', {
    config: { permission: 'privacy.manage' },
    schema: { params: ZIdParamSchema, body: ZDataRequestAnswerSchema, response: { 200: ZMessageSchema } },
  }, async (request) => answerRequest(db, deps.config, currentUser(request).id, request.params.id, request.body.answer, request.ip));

  app.get('/privacy/holidays', {
    config: { permission: 'privacy.manage' },
    schema: { querystring: ZHolidayQuerySchema, response: { 200: ZHolidayListSchema } },
  }, async (request) => ({ data: await listHolidays(db, request.query.year) }));

  app.post('/privacy/holidays', {
    config: { permission: 'privacy.manage' },
    schema: { body: ZHolidaySchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    await addHoliday(db, request.body);
    return { message: PRIVACY_MSG.holidayAdded };
  });
};
