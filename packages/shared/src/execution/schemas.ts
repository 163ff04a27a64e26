import { z } from 'zod';
import { MSG } from '../messages';
import { zDate } from '../catalogues/fields';
import { zId, zIdText, zList, zVersion, zWhole } from '../schemas/bounds';
import { listQuerySchema, zFiltersFor, ZListMetaSchema, zPageSize, ZListQuerySchema } from '../schemas/list';
import { selectionParamSchema } from '../schemas/selection';
import type { TFilterFieldSpec } from '../schemas/filters';
import { EXECUTION_MSG } from './messages';
import { EXECUTION_REPORT_KINDS, EXECUTION_REPORT_STATES, EXECUTION_STATES, EXTENSION_STATES } from './life';
import { MAX_PESOS } from './money';
import { ZClosureSchema } from './closure';

/** Whole pesos typed in a box: 0 … a trillion, no decimals. */
export const zPesos = () =>
  z
    .number({ error: EXECUTION_MSG.amountInvalid })
    .int({ error: EXECUTION_MSG.amountInvalid, abort: true })
    .min(0, { error: MSG.minValue(0), abort: true })
    .max(MAX_PESOS, MSG.maxValue(MAX_PESOS));

const zReason = (max = 2000) =>
  z
    .string({ error: EXECUTION_MSG.reasonRequired })
    .trim()
    .min(1, EXECUTION_MSG.reasonRequired)
    .max(max, MSG.max(max));

export const EXECUTION_LIMITS = { budgetLines: 60, reason: 2000 } as const;

// ── A call's execution settings ─────────────────────────────────────────────────────────────────

const settingsObject = z.object({
  duration_months: zWhole(1, 120, { maxMessage: 'Máximo 120 meses' }),
  report_every_months: zWhole(1, 60),
  final_report_days: zWhole(1, 365),
  /** null: no maximum. */
  budget_max: zPesos().nullable(),
  extensions_allowed: zWhole(0, 10),
  clean_record_years: zWhole(0, 20),
});
export type TCallExecutionSettingsInput = z.input<typeof settingsObject>;
/** What the call dialog's form validates. */
export const ZCallExecutionSettingsFormSchema = settingsObject;
/** `PUT`: the settings plus the `version` their editor read. */
export const ZCallExecutionSettingsSaveSchema = settingsObject.extend({ version: zVersion() });
export type TCallExecutionSettingsSave = z.output<typeof ZCallExecutionSettingsSaveSchema>;

/** `GET`: the call, whether settings were saved (false: the defaults), the settings and their version. */
export const ZCallExecutionSettingsSchema = settingsObject.extend({
  announcement: z.object({ id: z.number(), name: z.string() }),
  defined: z.boolean(),
  version: z.string(),
});
export type TCallExecutionSettings = z.infer<typeof ZCallExecutionSettingsSchema>;
export const ZCallExecutionSettingsSavedSchema = z.object({ message: z.string(), data: ZCallExecutionSettingsSchema });

/** A call without settings executes with these (the columns' defaults). */
export const EXECUTION_DEFAULTS = {
  duration_months: 12,
  report_every_months: 6,
  final_report_days: 60,
  budget_max: null,
  extensions_allowed: 1,
  clean_record_years: 0,
} as const satisfies z.input<typeof settingsObject>;

// ── The start ────────────────────────────────────────────────────────────────────────────────────

export const ZBudgetLineInputSchema = z.object({
  budget_item_id: zId(MSG.required),
  funding_source_id: zId(MSG.required),
  amount: zPesos(),
});
export type TBudgetLineInput = z.input<typeof ZBudgetLineInputSchema>;

const startObject = z.object({
  start_date: zDate(),
  duration_months: zWhole(1, 120, { maxMessage: 'Máximo 120 meses' }),
  budget: zList(ZBudgetLineInputSchema, EXECUTION_LIMITS.budgetLines, 'rubros').min(1, EXECUTION_MSG.budgetEmpty),
});

/** The rules across the budget lines: an item and source pair once; the total within the call's maximum when given. */
export const budgetRules = (budgetMax?: number | null) =>
  z.unknown().transform((raw, ctx): Record<never, never> => {
    const budget = (raw as { budget?: unknown } | null)?.budget;
    if (!Array.isArray(budget) || budget.length > EXECUTION_LIMITS.budgetLines) return {};
    const seen = new Set<string>();
    let total = 0;
    budget.forEach((line, i) => {
      const l = (line ?? {}) as { budget_item_id?: unknown; funding_source_id?: unknown; amount?: unknown };
      if (typeof l.amount === 'number' && Number.isFinite(l.amount)) total += l.amount;
      if (typeof l.budget_item_id !== 'number' || typeof l.funding_source_id !== 'number') return;
      const key = `${l.budget_item_id}:${l.funding_source_id}`;
      if (seen.has(key)) ctx.issues.push({ code: 'custom', path: ['budget', i, 'funding_source_id'], message: EXECUTION_MSG.budgetDuplicate, input: raw });
      seen.add(key);
    });
    if (budgetMax !== undefined && budgetMax !== null && total > budgetMax) {
      ctx.issues.push({ code: 'custom', path: ['budget'], message: EXECUTION_MSG.budgetTotalOverMax(total, budgetMax), input: raw });
    }
    return {};
  });

/** The start dialog's form, with the call's budget maximum. */
export const startExecutionFormSchema = (budgetMax?: number | null) => startObject.and(budgetRules(budgetMax));
export type TStartExecutionInput = z.input<typeof startObject>;
/** `POST …/start`: the start plus the execution view's `version` (the project's). */
export const ZStartExecutionSchema = startObject.extend({ version: zVersion() }).and(budgetRules());
export type TStartExecution = z.output<typeof ZStartExecutionSchema>;

const ZRefSchema = z.object({ id: z.number(), name: z.string() });

/** `GET …/start`: what the start dialog needs: the call's settings, the approval's date, the catalogues' active rows. */
export const ZStartContextSchema = z.object({
  project: z.object({ id: z.number(), title: z.string(), state: z.string(), version: z.string() }),
  settings: ZCallExecutionSettingsSchema.omit({ announcement: true, defined: true, version: true }),
  approved_on: z.string().nullable(),
  budget_items: z.array(ZRefSchema),
  funding_sources: z.array(ZRefSchema),
});
export type TStartContext = z.infer<typeof ZStartContextSchema>;

// ── The office's moves, extensions ──────────────────────────────────────────────────────────────

/** Suspend / resume / close for non-compliance: the reason (required but for resume) and the version read. */
export const ZExecutionMoveSchema = z.object({
  reason: z.string().trim().max(EXECUTION_LIMITS.reason, MSG.max(EXECUTION_LIMITS.reason)).default(''),
  version: zVersion(),
});
export type TExecutionMove = z.output<typeof ZExecutionMoveSchema>;
/** The moves whose reason is required (the screens' form). */
export const ZExecutionReasonSchema = z.object({ reason: zReason(EXECUTION_LIMITS.reason) });

export const ZExtensionRequestSchema = z.object({
  requested_end: zDate(),
  justification: z
    .string({ error: EXECUTION_MSG.justificationRequired })
    .trim()
    .min(1, EXECUTION_MSG.justificationRequired)
    .max(EXECUTION_LIMITS.reason, MSG.max(EXECUTION_LIMITS.reason)),
  version: zVersion(),
});
export type TExtensionRequest = z.output<typeof ZExtensionRequestSchema>;

export const ZExtensionDecisionSchema = z.object({
  approved: z.boolean({ error: MSG.invalidValue }),
  reason: z.string().trim().max(EXECUTION_LIMITS.reason, MSG.max(EXECUTION_LIMITS.reason)).default(''),
  version: zVersion(),
});
export type TExtensionDecision = z.output<typeof ZExtensionDecisionSchema>;
/** The path of an extension's decision: the project's id and the extension's. */
export const ZExtensionParamsSchema = z.object({ id: zIdText(), extensionId: zIdText() });

// ── The execution view ──────────────────────────────────────────────────────────────────────────

export const ZBudgetLineOutSchema = z.object({
  id: z.number(),
  budget_item: ZRefSchema,
  funding_source: ZRefSchema,
  approved: z.number(),
  /** Σ declared in the accepted reports (0 until reports exist). */
  executed: z.number(),
});

export const ZScheduledReportOutSchema = z.object({
  id: z.number(),
  number: z.number(),
  kind: z.enum(EXECUTION_REPORT_KINDS),
  period_from: z.string(),
  period_to: z.string(),
  due_date: z.string(),
  state: z.enum(EXECUTION_REPORT_STATES),
  round: z.number(),
  /** Owed and past its due date (Bogotá's today). */
  overdue: z.boolean(),
});
export type TScheduledReportOut = z.infer<typeof ZScheduledReportOutSchema>;

export const ZExtensionOutSchema = z.object({
  id: z.number(),
  previous_end: z.string(),
  requested_end: z.string(),
  justification: z.string(),
  state: z.enum(EXTENSION_STATES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decision_reason: z.string(),
});

export const ZExecutionHistoryLineSchema = z.object({ from: z.string(), to: z.string(), reason: z.string(), at: z.string(), user: z.string().nullable() });

/** `GET …/execution/projects/{id}`: the project's execution view. */
export const ZExecutionViewSchema = z.object({
  project: z.object({
    id: z.number(),
    title: z.string(),
    state: z.string(),
    announcement: ZRefSchema,
    owner: z.object({ id: z.number(), name: z.string() }),
  }),
  /** null until the start is registered. */
  execution: z
    .object({
      start_date: z.string(),
      duration_months: z.number(),
      planned_end: z.string(),
      end_date: z.string(),
      suspended_since: z.string().nullable(),
      approved_total: z.number(),
      executed_total: z.number(),
      executed_percent: z.number(),
      /** A report owed more than ARREARS_DAYS past its due date. */
      in_arrears: z.boolean(),
    })
    .nullable(),
  budget: z.array(ZBudgetLineOutSchema),
  schedule: z.array(ZScheduledReportOutSchema),
  extensions: z.array(ZExtensionOutSchema),
  /** The call's rules in force for the project. */
  settings: z.object({ extensions_allowed: z.number(), report_every_months: z.number(), final_report_days: z.number() }),
  history: z.array(ZExecutionHistoryLineSchema),
  /** The Acta de Finalización once Finalizado (closure.ts), else null. */
  closure: ZClosureSchema.nullable(),
  /** What the reader may do now (the server checks again); `finish`: the final report is Aceptado and the project En ejecución. */
  can: z.object({
    start: z.boolean(),
    suspend: z.boolean(),
    resume: z.boolean(),
    close: z.boolean(),
    request_extension: z.boolean(),
    decide_extension: z.boolean(),
    finish: z.boolean(),
  }),
  version: z.string(),
});
export type TExecutionView = z.infer<typeof ZExecutionViewSchema>;

export const ZExecutionSavedSchema = z.object({ message: z.string(), data: ZExecutionViewSchema });

// ── 'Proyectos en Ejecución' ────────────────────────────────────────────────────────────────────

export const EXECUTION_FILTER_FIELDS = {
  state: { type: 'select', label: 'Estado', options: EXECUTION_STATES },
  'announcement.name': { type: 'text', label: 'Convocatoria' },
  faculty: { type: 'text', label: 'Facultad' },
  in_arrears: { type: 'select', label: 'En mora', options: ['Sí', 'No'] },
  executed_percent: { type: 'number', label: '% ejecutado' },
  end_date: { type: 'date', label: 'Finalización vigente' },
  title: { type: 'text', label: 'Título' },
  id: { type: 'number', label: 'Id' },
} as const satisfies Record<string, TFilterFieldSpec>;

export const EXECUTION_SORTS = ['id', 'title', 'announcement', 'state', 'start_date', 'end_date', 'executed_percent', 'next_due'] as const;

export const ZExecutionListQuerySchema = listQuerySchema({ sorts: EXECUTION_SORTS, filters: EXECUTION_FILTER_FIELDS }).extend({ per_page: zPageSize(10) });
export type TExecutionListQuery = z.output<typeof ZExecutionListQuerySchema>;
export const ZExecutionSelectionFiltersSchema = zFiltersFor(EXECUTION_FILTER_FIELDS);
/**
 * `GET …/excel`: the list's search and filters (every matching project, newest first), or `ids`, the
 * chosen ones as a JSON array ('[3,7]'; 'all' or absent: every matching one).
 */
export const ZExecutionExcelQuerySchema = z.object({
  q: ZListQuerySchema.shape.q,
  filters: ZExecutionSelectionFiltersSchema,
  ids: selectionParamSchema({ empty: EXECUTION_MSG.selectionEmpty, tooLarge: EXECUTION_MSG.selectionTooLarge }).shape.ids.optional(),
});
export type TExecutionExcelQuery = z.output<typeof ZExecutionExcelQuerySchema>;

export const ZExecutionRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  announcement: z.string(),
  faculty: z.string().nullable(),
  owner: z.string(),
  state: z.enum(EXECUTION_STATES),
  start_date: z.string(),
  end_date: z.string(),
  approved_total: z.number(),
  executed_total: z.number(),
  executed_percent: z.number(),
  /** The next report owed: its due date, or null when none is owed. */
  next_due: z.string().nullable(),
  in_arrears: z.boolean(),
  pending_extension: z.boolean(),
});
export type TExecutionRow = z.infer<typeof ZExecutionRowSchema>;
export const ZExecutionListSchema = z.object({ data: z.array(ZExecutionRowSchema), meta: ZListMetaSchema });

/** `GET /execution/mine`: the owner's projects approved or in execution, for 'Mis Proyectos' → 'Ejecución'. */
export const ZOwnExecutionListSchema = z.object({ data: z.array(ZExecutionRowSchema.extend({ state: z.string(), start_date: z.string().nullable(), end_date: z.string().nullable() })) });
