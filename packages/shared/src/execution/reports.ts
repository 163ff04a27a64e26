import { z } from 'zod';
import { MSG } from '../messages';
import { shownDate } from '../dates';
import { zId, zIdText, zList, zVersion, zWhole } from '../schemas/bounds';
import { EXECUTION_LIMITS, zPesos, ZScheduledReportOutSchema } from './schemas';
import type { TExecutionReportState } from './life';
import { formatCop } from './money';
import { CLOSURE_MSG, closureContentFields } from './closure';
import { ZReportFileSchema } from './report-files';
import { isDoi } from '../researchers/doi';

/*
 * The progress reports (Informes de avance) of a project in execution (issue 42, docs/execution.md
 * 'Progress reports'): what a report holds, the owner's draft and submission, the office's review.
 * Every write names the execution view's `version` (the project's execution, one version for the
 * whole stage): 428 without it, 409 when stale.
 */

export const EXECUTION_REPORT_API = {
  /** GET (the owner with projects.own, or execution.manage): ZExecutionReportSchema. PUT (the owner): ZReportDraftSchema → ZExecutionReportSavedSchema. */
  one: (projectId: number, reportId: number) => `/api/siiicca/execution/projects/${projectId}/reports/${reportId}`,
  /** POST (the owner): ZReportSubmitSchema → ZExecutionReportSavedSchema (→ Enviado). */
  submit: (projectId: number, reportId: number) => `/api/siiicca/execution/projects/${projectId}/reports/${reportId}/submit`,
  /** POST (execution.manage): ZReportReviewSchema → ZExecutionReportSavedSchema (Enviado → Aceptado | Con observaciones | Rechazado). */
  review: (projectId: number, reportId: number) => `/api/siiicca/execution/projects/${projectId}/reports/${reportId}/review`,
} as const;

/** What a report's evidence of a product is: a DOI, an ISBN or a URL (a file comes later). */
export const EVIDENCE_KINDS = ['DOI', 'ISBN', 'URL'] as const;
export type TEvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** The office's decisions on a report sent. */
export const REPORT_DECISIONS = ['Aceptado', 'Con observaciones', 'Rechazado'] as const;
export type TReportDecision = (typeof REPORT_DECISIONS)[number];

/** The states in which the owner may edit and send a report (answering observations keeps 'Con observaciones' until sent). */
export const REPORT_EDITABLE_STATES: readonly TExecutionReportState[] = ['Pendiente', 'Borrador', 'Con observaciones'];

export const REPORT_LIMITS = {
  /** Each text of a report (activities done, not done, limitations, dissemination). */
  text: 10_000,
  justification: 2_000,
  comment: 2_000,
  /** Expected results a report's progress lists, and products delivered. */
  results: 200,
  products: 200,
  quantity: 10_000,
  evidence: 500,
  productTitle: 500,
  productContainer: 300,
  workType: 60,
} as const;

export const REPORT_MSG = {
  notFound: 'El informe no existe',
  loadFailed: 'Error al obtener el informe',
  saved: 'Borrador del informe guardado',
  saveFailed: 'No se pudo guardar el informe',
  submitted: 'Informe enviado a la oficina',
  submitFailed: 'No se pudo enviar el informe',
  reviewed: (decision: TReportDecision) => `Revisión registrada: ${decision}`,
  reviewFailed: 'No se pudo registrar la revisión del informe',
  notEditable: (state: string) => `El informe está en estado «${state}»: no admite cambios`,
  notSubmitted: (state: string) => `El informe está en estado «${state}»: solo se revisa un informe enviado`,
  projectNotRunning: (state: string) => `El proyecto está en estado «${state}»: sus informes solo se diligencian mientras está En ejecución`,
  commentRequired: 'Indique las observaciones para el docente',
  overBudgetAtReview: (item: string) =>
    `Con los informes ya aceptados, lo ejecutado en el rubro «${item}» supera lo aprobado sin justificación: devuelva el informe con observaciones`,
  resultUnknown: 'El resultado no es uno de los resultados esperados del proyecto',
  resultDuplicate: 'El resultado ya tiene su avance en el informe',
  budgetLineUnknown: 'El rubro no es uno del presupuesto aprobado del proyecto',
  budgetLineDuplicate: 'El rubro ya está declarado en el informe',
  overBudget: (total: number, approved: number) =>
    `Lo ejecutado en el rubro (${formatCop(total)} con los informes aceptados) supera lo aprobado (${formatCop(approved)}): justifique el exceso`,
  evidenceRequired: 'Indique la evidencia del producto',
  evidenceKindInvalid: 'Elija DOI, ISBN o URL',
  doiInvalid: 'El DOI no es válido (ejemplo: 10.1234/abcd.5678)',
  isbnInvalid: 'El ISBN no es válido (10 o 13 dígitos con su dígito de control)',
  /** A picked work that is not one of the report owner's imported works. */
  workNotYours: 'Esa obra no está entre las suyas; elíjala de «Mis obras» o escriba el producto a mano',
  urlInvalid: 'La URL no es válida (debe empezar por http:// o https://)',
  incomplete: (missing: string[]) => `El informe está incompleto: ${missing.join('; ')}`,
  missingOverall: 'falta el avance general del proyecto',
  missingResults: 'falta el avance de cada resultado esperado',
  missingActivities: 'faltan las actividades realizadas',
  missingLimitations: 'faltan las limitaciones (escriba «Ninguna» si no las hubo)',
  missingDissemination: 'falta la divulgación (escriba «Ninguna» si no la hubo)',
  missingBudget: 'falta lo ejecutado en cada rubro del presupuesto (0 si nada)',
  reportTitle: (number: number, kind: string, from: string, to: string) => `Informe ${number} (${kind}) del ${shownDate(from)} al ${shownDate(to)}`,
} as const;

const zText = (max: number) => z.string({ error: MSG.invalidValue }).trim().max(max, MSG.max(max)).default('');

/** An ISBN-10 or ISBN-13 (hyphens and spaces allowed), its check digit right. */
export function isIsbn(s: string): boolean {
  const d = s.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(d)) {
    const sum = [...d].reduce((acc, c, i) => acc + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(d)) return [...d].reduce((acc, c, i) => acc + Number(c) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;
  return false;
}
/** An http(s) address with a host. */
export function isWebUrl(s: string): boolean {
  if (/\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}
const EVIDENCE_CHECK: Record<TEvidenceKind, [(s: string) => boolean, string]> = {
  DOI: [isDoi, REPORT_MSG.doiInvalid],
  ISBN: [isIsbn, REPORT_MSG.isbnInvalid],
  URL: [isWebUrl, REPORT_MSG.urlInvalid],
};

export const ZReportResultInputSchema = z.object({ result_id: zId(MSG.required), progress: zWhole(0, 100) });
export const ZReportBudgetInputSchema = z.object({
  budget_line_id: zId(MSG.required),
  executed: zPesos(),
  /** Required when the line's executed, with the accepted reports', passes its approved amount (the server checks). */
  justification: zText(REPORT_LIMITS.justification),
});
export const ZReportProductInputSchema = z
  .object({
    /** The expected result (project_results) the product delivers: its product type and product. */
    result_id: zId(MSG.required),
    quantity: zWhole(1, REPORT_LIMITS.quantity),
    evidence_kind: z.enum(EVIDENCE_KINDS, { error: REPORT_MSG.evidenceKindInvalid }),
    evidence: z.string({ error: REPORT_MSG.evidenceRequired }).trim().min(1, REPORT_MSG.evidenceRequired).max(REPORT_LIMITS.evidence, MSG.max(REPORT_LIMITS.evidence)),
    /** What the evidence is (filled from Crossref by DOI, or from a picked work; editable): its title, journal or publisher, year and work type. */
    title: zText(REPORT_LIMITS.productTitle),
    container: zText(REPORT_LIMITS.productContainer),
    year: zWhole(1900, 2100).nullable().default(null),
    work_type: zText(REPORT_LIMITS.workType),
    /** The owner's imported work (researcher_works) picked as this product, or null (typed by hand). */
    work_id: zId(MSG.invalidValue).nullable().default(null),
  })
  .superRefine((p, ctx) => {
    const [valid, message] = EVIDENCE_CHECK[p.evidence_kind];
    if (!valid(p.evidence)) ctx.addIssue({ code: 'custom', path: ['evidence'], message });
  });

const contentObject = z.object({
  /** The whole project's progress in %; null until given. */
  overall_progress: zWhole(0, 100).nullable().default(null),
  results: zList(ZReportResultInputSchema, REPORT_LIMITS.results, 'resultados').default([]),
  activities_done: zText(REPORT_LIMITS.text),
  activities_pending: zText(REPORT_LIMITS.text),
  limitations: zText(REPORT_LIMITS.text),
  dissemination: zText(REPORT_LIMITS.text),
  budget: zList(ZReportBudgetInputSchema, EXECUTION_LIMITS.budgetLines, 'rubros').default([]),
  products: zList(ZReportProductInputSchema, REPORT_LIMITS.products, 'productos').default([]),
  /** The final report's final results and reconciliation (closure.ts; a progress report leaves them empty). */
  ...closureContentFields,
});
export type TReportContentInput = z.input<typeof contentObject>;
export type TReportContent = z.output<typeof contentObject>;

/** Each result and each budget line once. */
const noRepeats = (c: { results: { result_id: number }[]; budget: { budget_line_id: number }[]; reconciliation: { result_id: number }[] }, ctx: z.RefinementCtx) => {
  const once = <T>(rows: T[], key: (r: T) => number, path: (i: number) => (string | number)[], message: string) => {
    const seen = new Set<number>();
    rows.forEach((r, i) => {
      if (seen.has(key(r))) ctx.addIssue({ code: 'custom', path: path(i), message });
      seen.add(key(r));
    });
  };
  once(c.results, (r) => r.result_id, (i) => ['results', i, 'result_id'], REPORT_MSG.resultDuplicate);
  once(c.budget, (b) => b.budget_line_id, (i) => ['budget', i, 'budget_line_id'], REPORT_MSG.budgetLineDuplicate);
  once(c.reconciliation, (r) => r.result_id, (i) => ['reconciliation', i, 'result_id'], CLOSURE_MSG.reconciliationDuplicate);
};

/** The report wizard's form. */
export const ZReportContentFormSchema = contentObject.superRefine(noRepeats);
/** `PUT …/reports/{reportId}`: the draft (every part optional) and the version read. */
export const ZReportDraftSchema = contentObject.extend({ version: zVersion() }).superRefine(noRepeats);
export type TReportDraft = z.output<typeof ZReportDraftSchema>;
/** `POST …/submit`: the version read (the content sent is the draft saved). */
export const ZReportSubmitSchema = z.object({ version: zVersion() });
export type TReportSubmit = z.output<typeof ZReportSubmitSchema>;
/** `POST …/review`: the decision, its comment (required unless Aceptado) and the version read. */
export const ZReportReviewSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: MSG.invalidValue }),
  comment: zText(REPORT_LIMITS.comment),
  version: zVersion(),
});
export type TReportReview = z.output<typeof ZReportReviewSchema>;
export const ZReportParamsSchema = z.object({ id: zIdText(), reportId: zIdText() });

/**
 * What a report still lacks to be sent, as field → message: the overall progress, a progress for
 * each of `resultIds`, the activities done, the limitations, the dissemination, an amount for each
 * of `lineIds` (0 if nothing). Activities not done and products are optional.
 */
export function reportMissing(c: Pick<TReportContent, 'overall_progress' | 'results' | 'activities_done' | 'limitations' | 'dissemination' | 'budget'>, resultIds: number[], lineIds: number[]): Record<string, string> {
  const missing: Record<string, string> = {};
  if (c.overall_progress === null) missing.overall_progress = REPORT_MSG.missingOverall;
  const given = new Set(c.results.map((r) => r.result_id));
  if (resultIds.some((id) => !given.has(id))) missing.results = REPORT_MSG.missingResults;
  if (!c.activities_done.trim()) missing.activities_done = REPORT_MSG.missingActivities;
  if (!c.limitations.trim()) missing.limitations = REPORT_MSG.missingLimitations;
  if (!c.dissemination.trim()) missing.dissemination = REPORT_MSG.missingDissemination;
  const lines = new Set(c.budget.map((b) => b.budget_line_id));
  if (lineIds.some((id) => !lines.has(id))) missing.budget = REPORT_MSG.missingBudget;
  return missing;
}

const ZRef = z.object({ id: z.number(), name: z.string() });

/** `GET …/reports/{reportId}`: the report, its content, what it reports on, what the reader may do and the version. */
export const ZExecutionReportSchema = z.object({
  project: z.object({ id: z.number(), title: z.string(), state: z.string() }),
  report: ZScheduledReportOutSchema.omit({ overdue: true }).extend({
    submitted_at: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    reviewed_by: z.string().nullable(),
    review_comment: z.string(),
  }),
  content: z.object({
    overall_progress: z.number().nullable(),
    results: z.array(z.object({ result_id: z.number(), progress: z.number() })),
    activities_done: z.string(),
    activities_pending: z.string(),
    limitations: z.string(),
    dissemination: z.string(),
    budget: z.array(z.object({ budget_line_id: z.number(), executed: z.number(), justification: z.string() })),
    products: z.array(
      z.object({
        result_id: z.number(),
        quantity: z.number(),
        evidence_kind: z.enum(EVIDENCE_KINDS),
        evidence: z.string(),
        title: z.string(),
        container: z.string(),
        year: z.number().nullable(),
        work_type: z.string(),
        work_id: z.number().nullable(),
      }),
    ),
    /** The final report's (closure.ts); empty on a progress report. */
    final_results: z.string().optional(),
    reconciliation: z.array(z.object({ result_id: z.number(), delivered: z.number(), evidence: z.string(), justification: z.string() })).optional(),
  }),
  /** The project's expected results (its `results`): what progress and products refer to. */
  expected_results: z.array(z.object({ id: z.number(), product_type: ZRef, product: ZRef, quantity: z.number() })),
  /** The approved budget lines, with what the project's other accepted reports executed on each. */
  budget_lines: z.array(z.object({ id: z.number(), budget_item: ZRef, funding_source: ZRef, approved: z.number(), executed_before: z.number() })),
  /** Its documents and evidence files (report-files.ts), in the order attached. */
  files: z.array(ZReportFileSchema),
  can: z.object({ edit: z.boolean(), submit: z.boolean(), review: z.boolean() }),
  version: z.string(),
});
export type TExecutionReport = z.infer<typeof ZExecutionReportSchema>;
export const ZExecutionReportSavedSchema = z.object({ message: z.string(), data: ZExecutionReportSchema });
