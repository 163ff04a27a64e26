import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXECUTION_API,
  EXECUTION_MSG,
  ZExecutionExcelQuerySchema,
  ZExecutionListQuerySchema,
  ZExecutionListSchema,
  ZExecutionMoveSchema,
  ZExecutionSavedSchema,
  ZExecutionViewSchema,
  ZExtensionDecisionSchema,
  ZExtensionParamsSchema,
  ZExtensionRequestSchema,
  ZIdParamSchema,
  ZOwnExecutionListSchema,
  ZStartContextSchema,
  ZStartExecutionSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { XLSX_ANSWER } from '../../lib/excel';
import { meta } from '../../platform/crud/paging';
import { guarded } from '../../platform/db-errors';
import { currentUser } from '../../plugins/auth';
import { decideExtension } from './extensions/decide-extension';
import { requestExtension } from './extensions/request-extension';
import { executionsExcel } from './list/executions-excel';
import { listExecutions } from './list/list-executions';
import { ownExecutions } from './list/own-executions';
import { closeForNonCompliance } from './moves/close-for-non-compliance';
import { resumeExecution } from './moves/resume-execution';
import { suspendExecution } from './moves/suspend-execution';
import { routeOf } from './paths';
import { EXECUTION_PROJECTS } from './readers';
import { startContext } from './start/start-context';
import { startExecution } from './start/start-execution';
import { executionView } from './view/execution-view';

const ONE = routeOf(EXECUTION_API.one(0));
const START = routeOf(EXECUTION_API.start(0));

/**
 * A project's execution (issue 42, docs/execution.md): the office's list and Excel, the owner's own
 * list, the execution view, the start, the office's moves (suspend, resume, close for non-compliance)
 * and the extensions. Each write runs in one transaction on the project's row locked, names the
 * view's `version` and answers the view as it left it.
 */
export const projectExecutionRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get(routeOf(EXECUTION_API.list), {
    config: { permission: 'execution.manage' },
    schema: { querystring: ZExecutionListQuerySchema, response: { 200: ZExecutionListSchema } },
  }, async (request) => {
    const page = await guarded(request.log, EXECUTION_MSG.listFailed, 'read', () => listExecutions(db, EXECUTION_PROJECTS.everyone(currentUser(request)), request.query));
    return { data: page.rows, meta: meta(request.query, page.total, page.estimated) };
  });

  app.get(routeOf(EXECUTION_API.excel), {
    config: { permission: 'execution.manage' },
    schema: { querystring: ZExecutionExcelQuerySchema, response: { 200: XLSX_ANSWER } },
  }, async (request, reply) => executionsExcel(db, reply, currentUser(request), request.query, { ip: request.ip }));

  app.get(routeOf(EXECUTION_API.mine), {
    config: { permission: 'projects.own' },
    schema: { response: { 200: ZOwnExecutionListSchema } },
  }, async (request) => ({ data: await guarded(request.log, EXECUTION_MSG.listFailed, 'read', () => ownExecutions(db, currentUser(request))) }));

  app.get(ONE, {
    config: { permission: ['execution.manage', 'projects.own'] },
    schema: { params: ZIdParamSchema, response: { 200: ZExecutionViewSchema } },
  }, async (request) => guarded(request.log, EXECUTION_MSG.loadFailed, 'read', () => executionView(db, currentUser(request), request.params.id)));

  app.get(START, {
    config: { permission: 'execution.manage' },
    schema: { params: ZIdParamSchema, response: { 200: ZStartContextSchema } },
  }, async (request) => guarded(request.log, EXECUTION_MSG.loadFailed, 'read', () => startContext(db, currentUser(request), request.params.id)));

  /** A write of the stage: the use case, then the view it left, with its message. */
  const answer = async (user: ReturnType<typeof currentUser>, id: number, message: string, write: () => Promise<Parameters<typeof executionView>[3]>) => {
    const head = await write();
    return { message, data: await executionView(db, user, id, head) };
  };

  app.post(START, {
    config: { permission: 'execution.manage' },
    schema: { params: ZIdParamSchema, body: ZStartExecutionSchema, response: { 200: ZExecutionSavedSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    return answer(user, id, EXECUTION_MSG.started, () => guarded(request.log, EXECUTION_MSG.startFailed, 'write', () => startExecution(db, user, id, request.body)));
  });

  const moves = [
    [EXECUTION_API.suspend(0), suspendExecution, EXECUTION_MSG.suspended],
    [EXECUTION_API.resume(0), resumeExecution, EXECUTION_MSG.resumed],
    [EXECUTION_API.closeForNonCompliance(0), closeForNonCompliance, EXECUTION_MSG.closedForNonCompliance],
  ] as const;
  for (const [path, move, message] of moves) {
    app.post(routeOf(path), {
      config: { permission: 'execution.manage' },
      schema: { params: ZIdParamSchema, body: ZExecutionMoveSchema, response: { 200: ZExecutionSavedSchema } },
    }, async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      return answer(user, id, message, () => guarded(request.log, EXECUTION_MSG.moveFailed, 'write', () => move(db, user, id, request.body)));
    });
  }

  app.post(routeOf(EXECUTION_API.extensions(0)), {
    config: { permission: 'projects.own' },
    schema: { params: ZIdParamSchema, body: ZExtensionRequestSchema, response: { 200: ZExecutionSavedSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    return answer(user, id, EXECUTION_MSG.extensionRequested, () => guarded(request.log, EXECUTION_MSG.extensionRequestFailed, 'write', () => requestExtension(db, user, id, request.body)));
  });

  app.post(routeOf(EXECUTION_API.extensionDecision(0, 0), ['id', 'extensionId']), {
    config: { permission: 'execution.manage' },
    schema: { params: ZExtensionParamsSchema, body: ZExtensionDecisionSchema, response: { 200: ZExecutionSavedSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const { id, extensionId } = request.params;
    const message = request.body.approved ? EXECUTION_MSG.extensionApproved : EXECUTION_MSG.extensionDenied;
    return answer(user, id, message, () => guarded(request.log, EXECUTION_MSG.extensionDecisionFailed, 'write', () => decideExtension(db, user, id, extensionId, request.body)));
  });
};
