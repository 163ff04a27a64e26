import { z } from 'zod';
import { MSG } from '../messages';
import { zId, zList, zWhole } from '../schemas/bounds';

/*
 * The closure of a project in execution (issue 42 'Closure', docs/execution.md 'Closure'): the final
 * report's reconciliation of every expected result, the office's finish (En ejecución → Finalizado)
 * with its Acta de Finalización numbered 'No. N de YYYY' per year, and the owner's paz y salvo.
 */

export const CLOSURE_API = {
  /** POST (execution.manage): ZExecutionMoveSchema (version; reason optional) → ZExecutionSavedSchema (En ejecución → Finalizado, only with the final report Aceptado). */
  finish: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/finish`,
  /** GET (execution.manage, or the project's owner with projects.own): the Acta de Finalización's PDF. */
  acta: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/closure-record`,
  /** GET (projects.records, or the owner's own with projects.own): the projects lists' selection download of actas de finalización (`/{ids|all}`). */
  actas: '/api/siiicca/getactafinalizacion',
  /** GET (projects.own): the owner's paz y salvo PDF (409 with the reason when they have a project En mora or Cerrado por incumplimiento). */
  clearance: '/api/siiicca/execution/clearance',
} as const;

export const CLOSURE_LIMITS = { finalResults: 10_000, evidence: 500, justification: 2_000, delivered: 10_000, results: 200 } as const;

/** The states that stain a lecturer's record: a project Cerrado por incumplimiento (and one En mora, computed from its reports). */
export const NON_COMPLIANCE_STATE = 'Cerrado por incumplimiento';

export const CLOSURE_MSG = {
  finished: 'Proyecto finalizado: Acta de Finalización generada',
  finishFailed: 'No se pudo finalizar el proyecto',
  finalNotAccepted: (state: string) => `El informe final está en estado «${state}»: el proyecto se finaliza cuando el informe final está Aceptado`,
  noFinalReport: 'El proyecto no tiene informe final: no se puede finalizar',
  defaultDecision: 'Informe final aceptado: cierre del proyecto registrado',
  actaLabel: 'Acta de Finalización',
  actasFailed: 'No se pudieron generar las actas de finalización',
  noActa: 'El proyecto no tiene Acta de Finalización',
  notFinished: (ids: number[]) => `Sin Acta de Finalización: ${ids.length === 1 ? 'el proyecto' : 'los proyectos'} ${ids.join(', ')} no ${ids.length === 1 ? 'está' : 'están'} Finalizado${ids.length === 1 ? '' : 's'}`,
  actaFailed: 'No se pudo generar el Acta de Finalización',
  clearanceLabel: 'Paz y salvo',
  clearanceFailed: 'No se pudo generar el paz y salvo',
  inArrears: (ids: number[]) => `Tiene ${ids.length === 1 ? 'un proyecto' : 'proyectos'} En mora (N.º ${ids.join(', ')}): no se expide paz y salvo`,
  closedForNonCompliance: (ids: number[]) => `Tiene ${ids.length === 1 ? 'un proyecto' : 'proyectos'} Cerrado${ids.length === 1 ? '' : 's'} por incumplimiento (N.º ${ids.join(', ')}): no se expide paz y salvo`,
  sendRefusedArrears: (ids: number[], years: number) =>
    `La convocatoria exige paz y salvo de los últimos ${years} año(s): tiene ${ids.length === 1 ? 'un proyecto' : 'proyectos'} En mora (N.º ${ids.join(', ')}). Póngase al día con sus informes para enviar un proyecto nuevo`,
  sendRefusedClosed: (ids: number[], years: number) =>
    `La convocatoria exige paz y salvo de los últimos ${years} año(s): tiene ${ids.length === 1 ? 'un proyecto' : 'proyectos'} Cerrado${ids.length === 1 ? '' : 's'} por incumplimiento (N.º ${ids.join(', ')}) en ese periodo`,
  finalResultsMissing: 'faltan los resultados finales del proyecto',
  reconciliationMissing: 'falta la conciliación de cada resultado esperado (cantidad entregada)',
  shortfallJustification: (committed: number, delivered: number) => `Se comprometieron ${committed} y se entregaron ${delivered}: justifique la diferencia`,
  evidenceRequired: 'Indique la evidencia de lo entregado (DOI, ISBN o URL)',
  reconciliationDuplicate: 'El resultado ya está conciliado en el informe',
  finalOnly: 'Los resultados finales y la conciliación son solo del informe final',
} as const;

const zText = (max: number) => z.string({ error: MSG.invalidValue }).trim().max(max, MSG.max(max)).default('');

/** One expected result's reconciliation in the final report: delivered over the whole project, its evidence, why short. */
export const ZReconciliationInputSchema = z.object({
  result_id: zId(MSG.required),
  delivered: zWhole(0, CLOSURE_LIMITS.delivered),
  evidence: zText(CLOSURE_LIMITS.evidence),
  justification: zText(CLOSURE_LIMITS.justification),
});
export type TReconciliationInput = z.output<typeof ZReconciliationInputSchema>;

/** What the final report adds to a report's content (both optional on a draft; the submit of a Final report requires them). */
export const closureContentFields = {
  final_results: zText(CLOSURE_LIMITS.finalResults),
  reconciliation: zList(ZReconciliationInputSchema, CLOSURE_LIMITS.results, 'resultados').default([]),
};

/**
 * What a final report's reconciliation still lacks or breaks, as field → message: the final results,
 * a row for each expected result, a justification where delivered < committed, an evidence where
 * something was delivered. Empty: complete.
 */
export function reconciliationProblems(
  c: { final_results: string; reconciliation: TReconciliationInput[] },
  expected: { id: number; quantity: number }[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!c.final_results.trim()) problems.final_results = CLOSURE_MSG.finalResultsMissing;
  const given = new Set(c.reconciliation.map((r) => r.result_id));
  if (expected.some((e) => !given.has(e.id))) problems.reconciliation = CLOSURE_MSG.reconciliationMissing;
  const committed = new Map(expected.map((e) => [e.id, e.quantity]));
  c.reconciliation.forEach((r, i) => {
    const q = committed.get(r.result_id);
    if (q !== undefined && r.delivered < q && !r.justification.trim()) problems[`reconciliation.${i}.justification`] = CLOSURE_MSG.shortfallJustification(q, r.delivered);
    if (r.delivered > 0 && !r.evidence.trim()) problems[`reconciliation.${i}.evidence`] = CLOSURE_MSG.evidenceRequired;
  });
  return problems;
}

/** The view's closure: the acta's number and date once Finalizado. */
export const ZClosureSchema = z.object({ number: z.string(), closed_on: z.string() });
export type TClosure = z.infer<typeof ZClosureSchema>;

/** The closure's words on the screens. */
export const CLOSURE_LABELS = {
  finish: 'Finalizar proyecto',
  finishTitle: 'Finalizar el proyecto',
  finishText:
    'El informe final está aceptado. Al finalizar, el proyecto pasa a Finalizado y se genera su Acta de Finalización numerada. Puede dejar observaciones para el acta (opcional).',
  acta: 'Acta de finalización',
  actaDownloaded: 'Acta de finalización descargada',
  clearance: 'Paz y salvo',
  clearanceDownloaded: 'Paz y salvo descargado',
} as const;
