import { todayInBogota } from '../dates';
import { PRODUCT_FAMILIES, type TProductFamily } from '../catalogues/product-families';
import { OWNER_DELETABLE_STATES, OWNER_EDITABLE_STATES, type TProjectState } from '../project-life';
import { ZExternalInvestigatorSchema, ZInternalInvestigatorSchema, INVESTIGATOR_FIELD_LABELS } from './investigators';
import { PROJECT_MSG } from './messages';
import { shownDate } from '../dates';

/**
 * Which actions a project offers (spec sections 2 and 4), one rule set for the rows and the
 * server. Only its owner changes a project, and only while it is a Borrador (or returned to them
 * with 'Ajustes solicitados': edited and sent again, not deleted); an investigator who is not the
 * owner reads it. 'pdf' is always offered.
 */
export const PROJECT_ACTIONS = ['edit', 'delete', 'send', 'pdf'] as const;
export type TProjectAction = (typeof PROJECT_ACTIONS)[number];
export type TProjectFacts = { state: TProjectState; user_id: number };
export type TProjectAvailability = { allowed: true } | { allowed: false; reason: string };

export function projectAction(action: TProjectAction, p: TProjectFacts, userId: number): TProjectAvailability {
  if (action === 'pdf') return { allowed: true };
  if (p.user_id !== userId) return { allowed: false, reason: PROJECT_MSG.notYours };
  // A project returned with 'Ajustes solicitados' is edited and sent again like a draft, never deleted (workflow.ts).
  const open = (action === 'delete' ? OWNER_DELETABLE_STATES : OWNER_EDITABLE_STATES).includes(p.state);
  if (!open) {
    const reason = action === 'edit' ? PROJECT_MSG.wrongStateToEdit : action === 'delete' ? PROJECT_MSG.wrongStateToDelete : PROJECT_MSG.alreadySent;
    return { allowed: false, reason };
  }
  return { allowed: true };
}

export function projectActions(p: TProjectFacts, userId: number): Record<TProjectAction, TProjectAvailability> {
  return Object.fromEntries(
    (['edit', 'delete', 'send', 'pdf'] as const).map((a) => [a, projectAction(a, p, userId)]),
  ) as Record<TProjectAction, TProjectAvailability>;
}


/** A call is open on the days from its start to its end, both included (Bogotá's calendar), while active. */
export const isCallOpen = (call: { state: boolean; fecha_inicio: string; fecha_fin: string }, today: string = todayInBogota()) =>
  call.state && call.fecha_inicio <= today && today <= call.fecha_fin;

/** What the send validation reads of a project: everything, as stored (investigators in the API's shape). */
export type TProjectForSend = {
  announcement: { state: boolean; fecha_inicio: string; fecha_fin: string; attacheds: { id: number; name: string; required: boolean }[] };
  hours: number | null;
  /** The call's attached ids that have a stored document. */
  documents: number[];
  internal_investigators: unknown[];
  external_investigators: unknown[];
  /** Each result's product type family (null when its type belongs to none). */
  results: { family: TProductFamily | null }[];
};

function investigatorProblems(inv: unknown, external: boolean): string[] {
  const parsed = (external ? ZExternalInvestigatorSchema : ZInternalInvestigatorSchema).safeParse(inv);
  if (parsed.success) return [];
  const who = (inv as { third?: { name?: string; identification?: string } }).third;
  const name = who?.name || who?.identification || '';
  const seen = new Set<string>();
  return parsed.error.issues.flatMap((issue) => {
    const field = issue.path.filter((k) => typeof k === 'string').join('.');
    if (seen.has(field)) return [];
    seen.add(field);
    return [PROJECT_MSG.investigatorIncomplete(name, INVESTIGATOR_FIELD_LABELS[field] ?? field, issue.message)];
  });
}

/**
 * Every reason a project cannot be sent, in the form's order (spec section 4 and the issue): the
 * call open today, every required document, exactly one Principal among the internal investigators,
 * every investigator complete, at least one result, and each product family present. Empty: it can be sent.
 */
export function projectSendProblems(p: TProjectForSend, today: string = todayInBogota()): string[] {
  const problems: string[] = [];
  const call = p.announcement;
  if (!call.state) problems.push(PROJECT_MSG.callInactive);
  else if (today < call.fecha_inicio) problems.push(PROJECT_MSG.callNotOpenYet(shownDate(call.fecha_inicio)));
  else if (today > call.fecha_fin) problems.push(PROJECT_MSG.callClosed(shownDate(call.fecha_fin)));
  if (!p.hours) problems.push(PROJECT_MSG.hoursFirst);
  for (const a of call.attacheds) if (a.required && !p.documents.includes(a.id)) problems.push(PROJECT_MSG.documentMissing(a.name));
  const principals = p.internal_investigators.filter((i) => (i as { type_investigator?: string }).type_investigator === 'Principal').length;
  if (principals === 0) problems.push(PROJECT_MSG.principalMissing);
  if (principals > 1) problems.push(PROJECT_MSG.principalTwice);
  for (const inv of p.internal_investigators) problems.push(...investigatorProblems(inv, false));
  for (const inv of p.external_investigators) problems.push(...investigatorProblems(inv, true));
  if (p.results.length === 0) problems.push(PROJECT_MSG.resultsMissing);
  else for (const family of PRODUCT_FAMILIES) if (!p.results.some((r) => r.family === family)) problems.push(PROJECT_MSG.familyMissing(family));
  return problems;
}
