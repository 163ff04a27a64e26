import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { criteriaRoutes } from './criteria/criteria.routes';
import { assignmentRoutes } from './assignments/assignments.routes';
import { reviewRoutes } from './reviews/reviews.routes';
import { decisionRoutes } from './decisions/decisions.routes';

/**
 * The evaluation stage of research projects (issue 28, docs/evaluation.md), under /api: a call's
 * criteria and settings, the assignment of evaluators, the evaluators' reviews, and the decision.
 */
export const evaluationRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  await app.register(criteriaRoutes(deps));
  await app.register(assignmentRoutes(deps));
  await app.register(reviewRoutes(deps));
  await app.register(decisionRoutes(deps));
};

/** What the stage adds to a project's life, handed to projectRoutes by app.ts. */
export { evaluationStage } from './project-stage';
