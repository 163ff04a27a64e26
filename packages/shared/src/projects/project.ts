import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS } from '../catalogues/announcements';
import { zRequiredText } from '../catalogues/fields';
import { lacksVersion, zId, zInt, zList } from '../schemas/bounds';
import { MSG } from '../messages';
import { PROJECT_MSG } from './messages';
import { ZExternalInvestigatorDraftSchema, ZInternalInvestigatorDraftSchema } from './investigators';

export const PROJECT_LIMITS = {
  title: 500,
  /** Weekly hours intensity of a project (the pivot hours of product types and products). */
  hoursMax: 168,
  investigators: 50,
  results: 100,
  quantityMax: 1000,
} as const;

/** An expected result: a product of a product type, and how many (spec section 5). */
export const ZResultSchema = z.object({
  id: zId(MSG.invalidValue).nullish().transform((v) => v ?? null),
  product_type_id: zId(PROJECT_MSG.required),
  product_id: zId(PROJECT_MSG.required),
  quantity: z
    .number({ error: PROJECT_MSG.required })
    .int({ error: MSG.wholeNumber, abort: true })
    .min(1, { error: PROJECT_MSG.quantityPositive, abort: true })
    .max(PROJECT_LIMITS.quantityMax, MSG.outOfRange)
    .default(1),
});
export type TResultInput = z.input<typeof ZResultSchema>;

/** A document of the call the project keeps: the call's attached id, and the stored document's id when one is kept. */
export const ZProjectAttachedSchema = z.object({
  attached_id: zId(MSG.invalidValue),
  /** A stored document to keep; absent (or null) with no new file sent: the stored one is deleted. */
  id: zId(MSG.invalidValue).nullish().transform((v) => v ?? null),
});

/**
 * `POST /api/siiicca/projects` (the JSON, or multipart `data`): the whole project, saved as a
 * Borrador. Announcement, title and hours are required (spec section 5); the rest may be incomplete
 * until the project is sent. `id` and `version` update a saved draft.
 */
export const ZProjectSaveSchema = z.object({
  id: zId(MSG.invalidValue).nullish().transform((v) => v ?? null),
  /** The `version` the form loaded (GET detail): required with `id` (428); an older one answers 409 PROJECT_MSG.staleEdit. */
  version: z.string().max(128).nullish().transform((v) => v ?? null),
  announcement_id: zId(PROJECT_MSG.required),
  title: zRequiredText(PROJECT_LIMITS.title),
  sectional_id: zId(MSG.invalidValue).nullish().transform((v) => v ?? null),
  hours: zInt(1, PROJECT_MSG.hoursFirst).max(PROJECT_LIMITS.hoursMax, MSG.outOfRange),
  internal_investigators: zList(ZInternalInvestigatorDraftSchema, PROJECT_LIMITS.investigators, 'investigadores USTA').default([]),
  external_investigators: zList(ZExternalInvestigatorDraftSchema, PROJECT_LIMITS.investigators, 'aliados externos').default([]),
  attacheds: zList(ZProjectAttachedSchema, ANNOUNCEMENT_LIMITS.attacheds, 'documentos').default([]),
  results: zList(ZResultSchema, PROJECT_LIMITS.results, 'productos').default([]),
}).superRefine((p, ctx) => {
  if (lacksVersion(p)) ctx.addIssue({ code: 'custom', path: ['version'], message: MSG.versionRequired });
  const principals = p.internal_investigators.filter((i) => i.type_investigator === 'Principal');
  if (principals.length > 1) {
    ctx.addIssue({ code: 'custom', path: ['internal_investigators'], message: PROJECT_MSG.onePrincipal });
  }
  const seen = new Set<string>();
  [...p.internal_investigators, ...p.external_investigators].forEach((inv, i) => {
    const key = `${inv.third.type_id}:${inv.third.identification.toUpperCase()}`;
    if (seen.has(key)) {
      const internal = i < p.internal_investigators.length;
      const index = internal ? i : i - p.internal_investigators.length;
      ctx.addIssue({ code: 'custom', path: [internal ? 'internal_investigators' : 'external_investigators', index, 'third', 'identification'], message: PROJECT_MSG.investigatorExists });
    }
    seen.add(key);
  });
  const pairs = new Set<string>();
  p.results.forEach((r, i) => {
    const key = `${r.product_type_id}:${r.product_id}`;
    if (pairs.has(key)) ctx.addIssue({ code: 'custom', path: ['results', i, 'product_id'], message: PROJECT_MSG.productExists });
    pairs.add(key);
  });
  const docs = new Set<number>();
  p.attacheds.forEach((a, i) => {
    if (docs.has(a.attached_id)) ctx.addIssue({ code: 'custom', path: ['attacheds', i, 'attached_id'], message: MSG.invalidValue });
    docs.add(a.attached_id);
  });
}).describe(
  'A project to save as a draft. Rules beyond this schema (400 with the problems, by field): `version` is required with `id` (428 without it); at most one internal investigator is `Principal`; a person (`third.type_id` and `third.identification`) appears once among all investigators; a product (`product_type_id`, `product_id`) once among the results; a document of the call (`attached_id`) once.',
);
export type TProjectSaveInput = z.input<typeof ZProjectSaveSchema>;
export type TProjectSave = z.output<typeof ZProjectSaveSchema>;

/** The total of the internal investigators' payroll hours (step 2 shows it). */
export const payrollHoursTotal = (investigators: readonly { payroll_hours?: number | null }[]) =>
  investigators.reduce((sum, i) => sum + (i.payroll_hours ?? 0), 0);
