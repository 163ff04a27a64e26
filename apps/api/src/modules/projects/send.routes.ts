import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_API, PROJECT_MSG, ZProjectSendSchema, ZProjectSentSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { guarded } from '../../platform/db-errors';
import { notifyMailQueued } from '../../platform/mail-outbox';
import { currentUser } from '../../plugins/auth';
import { sendProject } from './send-project';
import type { TProjectStage } from './stages';
import { underApi } from '../../lib/api-path';

/**
 * `POST /api/siiicca/sendproject` (spec section 7): the owner sends their Borrador. 200 with the
 * sent project (also when it was sent already: nothing is done twice), 400 with every problem in
 * `errors._`, 404 for a project that is not theirs.
 */
export const projectSendRoutes = (deps: AppDeps, stages: readonly TProjectStage[]): FastifyPluginAsyncZod => async (app) => {
  app.post(underApi(PROJECT_API.send), {
    config: { permission: 'projects.own' },
    schema: { body: ZProjectSendSchema, response: { 200: ZProjectSentSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const result = await guarded(request.log, PROJECT_MSG.sendFailed, 'write', () => sendProject(deps, user.id, request.body, { stages }));
    if (result.alreadySent) return { message: PROJECT_MSG.alreadySent, data: result.data };
    // The e-mails are committed now: the mail worker may take them.
    notifyMailQueued();
    return { message: PROJECT_MSG.sent, data: result.data };
  });
};
