import { z } from 'zod';
import { shownDate } from '../dates';
import { MSG } from '../messages';
import { REPORT_DECISIONS, REPORT_LIMITS, REPORT_MSG, type TReportDecision } from './reports';

/** The labels of the progress report screens (the report wizard, the office's review), in the product's Spanish. */
export const REPORT_LABELS = {
  // The schedule's actions.
  write: 'Redactar',
  continue: 'Continuar',
  answer: 'Responder observaciones',
  view: 'Ver',
  review: 'Revisar',
  actionOf: (action: string, number: number) => `${action} el informe ${number}`,
  // The wizard.
  writeTitle: 'Informe de avance',
  finalTitle: 'Informe final',
  viewTitle: 'Ver informe',
  reviewTitle: 'Revisar informe',
  loading: 'Cargando el informe',
  round: (n: number) => `Ronda ${n}`,
  stepPeriod: 'Periodo y avance',
  stepActivities: 'Actividades y limitaciones',
  stepBudget: 'Presupuesto ejecutado',
  stepProducts: 'Divulgación y productos',
  stepReview: 'Revisión',
  stepFinal: 'Resultados finales y conciliación',
  finalResults: 'Resultados finales del proyecto',
  reconciliation: 'Conciliación de los resultados esperados',
  committed: 'Comprometido',
  delivered: (n: number) => `Cantidad entregada, resultado ${n}`,
  deliveredEvidence: (n: number) => `Evidencia, resultado ${n}`,
  shortfall: (n: number) => `Justificación de la diferencia, resultado ${n}`,
  saveDraft: 'Guardar borrador',
  submit: 'Enviar informe',
  registerReview: 'Registrar revisión',
  period: 'Periodo del informe',
  dueDate: 'Fecha de entrega',
  overallProgress: 'Avance general del proyecto (%)',
  resultsProgress: 'Avance por resultado esperado',
  resultProgress: (n: number) => `Resultado ${n} (%)`,
  noResults: 'El proyecto no tiene resultados esperados registrados',
  activitiesDone: 'Actividades realizadas',
  activitiesPending: 'Actividades no realizadas',
  limitations: 'Limitaciones',
  noneHint: 'Escriba «Ninguna» si no las hubo',
  dissemination: 'Divulgación',
  approved: 'Aprobado',
  executedBefore: 'Aceptado en informes anteriores',
  executedNow: (n: number) => `Ejecutado en este informe, rubro ${n}`,
  overJustification: (n: number) => `Justificación del exceso, rubro ${n}`,
  noBudget: 'El proyecto no tiene rubros aprobados',
  products: 'Productos entregados',
  noProducts: 'Sin productos registrados en este informe',
  productResult: (n: number) => `Producto ${n}`,
  quantity: (n: number) => `Cantidad ${n}`,
  evidenceKind: (n: number) => `Tipo de evidencia ${n}`,
  evidence: (n: number) => `Evidencia ${n}`,
  evidenceHint: { DOI: 'Ejemplo: 10.1234/abcd.5678', ISBN: '10 o 13 dígitos', URL: 'Empieza por http:// o https://' },
  columns: { product: 'Producto', quantity: 'Cantidad', evidenceKind: 'Tipo de evidencia', evidence: 'Evidencia' },
  addProduct: 'Agregar producto',
  removeProduct: (n: number) => `Quitar el producto ${n}`,
  observations: 'Observaciones de la oficina',
  reviewedBy: (who: string | null, at: string | null) => [who, at ? shownDate(at.slice(0, 10)) : null].filter(Boolean).join(', '),
  decision: 'Decisión',
  comment: 'Observaciones para el docente',
  reviewText: 'Lea el informe en los pasos anteriores y registre su decisión.',
  staleKept: 'El informe cambió mientras lo editaba: se volvió a cargar conservando lo que escribió; revíselo y guarde de nuevo',
} as const;

/** The office's review as its form holds it (the version is added when sent): a comment unless Aceptado. */
export const ZReportReviewFormSchema = z
  .object({
    decision: z.enum(REPORT_DECISIONS, { error: MSG.required }),
    comment: z.string().trim().max(REPORT_LIMITS.comment, MSG.max(REPORT_LIMITS.comment)),
  })
  .superRefine((r, ctx) => {
    if (r.decision !== 'Aceptado' && !r.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: REPORT_MSG.commentRequired });
  });
export type TReportReviewForm = { decision: TReportDecision | ''; comment: string };

/**
 * The over-budget rule of the contract (docs/execution.md): a line whose amount, added to what the
 * accepted reports executed on it, passes its approved amount needs a justification. The server
 * checks it at every write; the form says so while typing.
 */
export const passesApproved = (line: { approved: number; executed_before: number }, executed: number) => line.executed_before + executed > line.approved;
