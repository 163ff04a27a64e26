import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXECUTION_API, EXECUTION_MSG, MSG, ZCallExecutionSettingsSaveSchema, ZCallExecutionSettingsSavedSchema, ZCallExecutionSettingsSchema, ZIdParamSchema } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { underApi } from '../../../lib/api-path';
import { guarded } from '../../../platform/db-errors';
import { readCallExecution } from './read-call-execution';
import { saveCallExecution } from './save-call-execution';

const ONE = underApi(EXECUTION_API.callSettings(0)).replace('/0/', '/:id/');

/** A call's execution settings (issue 42): read by whoever manages calls or execution, written by execution.manage. */
export const settingsRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(ONE, {
    config: { permission: ['execution.manage', 'announcements.manage'] },
    schema: { params: ZIdParamSchema, response: { 200: ZCallExecutionSettingsSchema } },
  }, async (request) => guarded(request.log, MSG.serverError, 'read', () => readCallExecution(deps.db, request.params.id)));

  app.put(ONE, {
    config: { permission: 'execution.manage' },
    schema: { params: ZIdParamSchema, body: ZCallExecutionSettingsSaveSchema, response: { 200: ZCallExecutionSettingsSavedSchema } },
  }, async (request) => {
    const data = await guarded(request.log, EXECUTION_MSG.settingsSaveFailed, 'write', () => saveCallExecution(deps.db, request.params.id, request.body));
    return { message: EXECUTION_MSG.settingsSaved, data };
  });
};
