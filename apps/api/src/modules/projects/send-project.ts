import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PROJECT_MSG,
  PROJECT_PROBLEMS_KEY,
  ownerSendFrom,
  projectSendProblems,
  todayInBogota,
  type TProductFamily,
  type TProjectState,
} from '@siiicca/shared';
import type { TConfig } from '../../config';
import { inTransaction, type Tx } from '../../db/transaction';
import {
  announcementAttacheds,
  announcements,
  productTypes,
  products,
  projectDocuments,
  projectInvestigators,
  projectResults,
  projects,
  sectionals,
  thirds,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { enqueueMail } from '../../platform/mail-outbox';
import { sealThirds } from '../people';
import { refuseStale } from '../../platform/versions';
import { recordTransition } from './history/record-transition';
import type { TProjectStage } from './stages';
import { recordProjectAudit } from './audit';
import { projectVersion } from './find-project';
import { projectSentMail, type TProjectSummary } from './notifications';

/*
 * 'Enviar' (spec section 4, ADR 008): in ONE transaction, the owner's project row locked FOR UPDATE;
 * a project past Borrador answers as it is (a double click or a second tab sends once), except one
 * returned with 'Ajustes solicitados', sent again to its evaluators (En evaluación, next round);
 * otherwise the whole project is read and checked by the shared projectSendProblems with today's
 * date in Bogotá, every problem answered at once; then the state, its history line
 * (project_transitions), the audit and the e-mails (outbox) commit together.
 */

export type TSentData = { id: number; state: TProjectState; sent_at: string };
export type TSendResult = { alreadySent: boolean; data: TSentData };

type TDeps = { db: Parameters<typeof inTransaction>[0]; config: Pick<TConfig, 'RESEARCH_OFFICE_EMAIL' | 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'> };

const entities = alias(thirds, 'entities');

/** Everything the send validation and the e-mail read of a locked project. */
async function loadProject(tx: Tx, p: { id: number; announcementId: number }) {
  const [head] = await tx
    .select({
      title: projects.title,
      hours: projects.hours,
      sectional: sectionals.name,
      owner: users.name,
      ownerEmail: users.email,
      call: {
        name: announcements.name,
        state: announcements.state,
        fecha_inicio: announcements.fechaInicio,
        fecha_fin: announcements.fechaFin,
      },
    })
    .from(projects)
    .innerJoin(announcements, eq(announcements.id, projects.announcementId))
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(sectionals, eq(sectionals.id, projects.sectionalId))
    .where(eq(projects.id, p.id));
  const attacheds = await tx
    .select({ id: announcementAttacheds.id, name: announcementAttacheds.name, required: announcementAttacheds.required })
    .from(announcementAttacheds)
    .where(eq(announcementAttacheds.announcementId, p.announcementId))
    .orderBy(asc(announcementAttacheds.position), asc(announcementAttacheds.id));
  const documents = await tx
    .select({ attachedId: projectDocuments.attachedId, file: projectDocuments.name })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, p.id));
  const investigators = await tx
    .select({ inv: projectInvestigators, person: thirds, entity: entities })
    .from(projectInvestigators)
    .innerJoin(thirds, eq(thirds.id, projectInvestigators.thirdId))
    .leftJoin(entities, eq(entities.id, projectInvestigators.entityId))
    .where(eq(projectInvestigators.projectId, p.id))
    .orderBy(asc(projectInvestigators.position), asc(projectInvestigators.id));
  const results = await tx
    .select({ type: productTypes.name, family: productTypes.family, product: products.name, quantity: projectResults.quantity })
    .from(projectResults)
    .innerJoin(productTypes, eq(productTypes.id, projectResults.productTypeId))
    .innerJoin(products, eq(products.id, projectResults.productId))
    .where(eq(projectResults.projectId, p.id))
    .orderBy(asc(projectResults.position), asc(projectResults.id));
  if (!head) throw notFound(PROJECT_MSG.notFound);
  return { head, attacheds, documents, investigators, results };
}

type TLoaded = Awaited<ReturnType<typeof loadProject>>;
type TInvestigatorRow = TLoaded['investigators'][number];

/** A stored investigator in the shape the shared schemas validate (ZInternal/ZExternalInvestigatorSchema input). */
function asInput({ inv, person, entity }: TInvestigatorRow) {
  const third = {
    type_id: person.typeId,
    identification: person.identification,
    name: person.name,
    email: person.email,
    mobile: person.mobile,
    cvlac: person.cvlac,
    orcid: person.orcid,
    gooAcademico: person.gooAcademico,
  };
  const common = { id: inv.id, type_investigator: inv.typeInvestigator, third, city: inv.city, training: inv.training };
  if (inv.typeThird === 'Externo') {
    return {
      ...common,
      type_third: 'Externo',
      entity: {
        nit: entity?.identification ?? null,
        name: entity?.name ?? null,
        representative: entity?.representative ?? null,
        country_id: entity?.countryId ?? null,
        web_page: entity?.webPage ?? null,
      },
      interlocutor: inv.interlocutor,
      contact: inv.contact,
    };
  }
  return {
    ...common,
    type_third: 'Interno',
    link: inv.link,
    colciencias: inv.colciencias,
    payroll_hours: inv.payrollHours,
    sectional_id: inv.sectionalId,
    investigation_group_id: inv.investigationGroupId,
    division_id: inv.divisionId,
    faculty_id: inv.facultyId,
  };
}

/** Every reason the loaded project cannot be sent on `today` (empty: it can). */
function problemsOf(p: TLoaded, hours: number | null, today: string) {
  const internal = p.investigators.filter((i) => i.inv.typeThird !== 'Externo');
  const external = p.investigators.filter((i) => i.inv.typeThird === 'Externo');
  return projectSendProblems(
    {
      announcement: { ...p.head.call, attacheds: p.attacheds },
      hours,
      documents: p.documents.map((d) => d.attachedId),
      internal_investigators: internal.map(asInput),
      external_investigators: external.map(asInput),
      results: p.results.map((r) => ({ family: r.family as TProductFamily | null })),
    },
    today,
  );
}

function summaryOf(id: number, p: TLoaded): TProjectSummary {
  const docName = new Map(p.attacheds.map((a) => [a.id, a.name]));
  return {
    id,
    title: p.head.title,
    call: p.head.call.name,
    sectional: p.head.sectional,
    hours: p.head.hours,
    owner: p.head.owner,
    investigators: p.investigators
      .filter((i) => i.inv.typeThird !== 'Externo')
      .map(({ inv, person }) => ({ name: person.name, role: inv.typeInvestigator, link: inv.link, payroll_hours: inv.payrollHours })),
    allies: p.investigators.filter((i) => i.inv.typeThird === 'Externo').map(({ person, entity }) => ({ name: person.name, entity: entity?.name ?? null })),
    documents: p.documents.map((d) => ({ name: docName.get(d.attachedId) ?? '', file: d.file })),
    results: p.results.map((r) => ({ family: r.family as TProductFamily | null, type: r.type, product: r.product, quantity: r.quantity })),
  };
}

/**
 * The owning account's address, the principal investigator's as this project holds it (the owner's
 * own row of the person, never another owner's: docs/people-data.md), then the research office's;
 * each address once.
 */
function recipientsOf(p: TLoaded, office: string) {
  const principal = p.investigators.find((i) => i.inv.typeThird !== 'Externo' && i.inv.typeInvestigator === 'Principal')?.person.email;
  const all = [p.head.ownerEmail, principal, office].filter((a): a is string => !!a);
  return all.filter((a, i) => all.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i);
}

/**
 * Sends the user's project `id`. 404 when it is not theirs; 400 with every problem when it is not
 * complete (or its call is not open on `today`); the project as it is when it was sent already. `stages`:
 * what a later stage does when a project it returned is sent again (stages.ts).
 */
export function sendProject(
  deps: TDeps,
  userId: number,
  ref: { id: number; version: string },
  { today = todayInBogota(), stages = [] }: { today?: string; stages?: readonly TProjectStage[] } = {},
): Promise<TSendResult> {
  const { id } = ref;
  return inTransaction(deps.db, async (tx) => {
    const [locked] = await tx
      .select({ id: projects.id, state: projects.state, sentAt: projects.sentAt, announcementId: projects.announcementId, hours: projects.hours, updatedAt: projects.updatedAt })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .for('update');
    if (!locked) throw notFound(PROJECT_MSG.notFound);
    // A Borrador goes to Enviado (the core's send); one a stage returned goes where that stage's send again says.
    const from = locked.state as TProjectState;
    const send = ownerSendFrom(from);
    if (!send) {
      const sentAt = locked.sentAt ? new Date(locked.sentAt) : new Date();
      return { alreadySent: true, data: { id, state: locked.state as TProjectState, sent_at: sentAt.toISOString() } };
    }
    // A draft changed since the owner read it is not sent as they saw it: 409 (platform/versions.ts).
    refuseStale(ref.version, projectVersion(locked), PROJECT_MSG.staleEdit);

    const loaded = await loadProject(tx, locked);
    const problems = problemsOf(loaded, locked.hours, today);
    // A new project's send may be refused by a later stage (the execution's clean-record rule).
    if (send.name === 'send') {
      for (const stage of stages) {
        const refusal = await stage.sendRefusal?.(tx, { id, userId, announcementId: locked.announcementId }, today);
        if (refusal) problems.push(refusal);
      }
    }
    if (problems.length > 0) throw new AppError(400, PROJECT_MSG.sendFailed, { [PROJECT_PROBLEMS_KEY]: problems });

    // Sent again: the next evaluation round, the same evaluators (their assignments stay).
    const { to } = send;
    const again = send.name !== 'send';
    const round = again ? sql`${projects.evaluationRound} + 1` : projects.evaluationRound;
    const [sent] = await tx
      .update(projects)
      .set({ sentAt: sql`clock_timestamp()`, evaluationRound: round })
      .where(eq(projects.id, id))
      .returning({ sentAt: projects.sentAt });
    const sentAt = new Date(sent!.sentAt!);
    await recordTransition(tx, { projectId: id, userId, from, to, reason: again ? 'Enviado de nuevo con los ajustes' : '' });
    if (again) for (const stage of stages) await stage.onSentAgain?.(tx, deps.config, id);
    await recordProjectAudit(tx, { projectId: id, userId, action: 'send', changes: [{ field: 'state', from, to }] });
    // What was sent is kept as it was sent: its people's rows are never written again.
    await sealThirds(tx, loaded.investigators.flatMap(({ inv }) => [inv.thirdId, inv.entityId]));
    const summary = summaryOf(id, loaded);
    await enqueueMail(tx, ...recipientsOf(loaded, deps.config.RESEARCH_OFFICE_EMAIL).map((to) => projectSentMail(deps.config, to, summary, sentAt)));
    return { alreadySent: false, data: { id, state: to, sent_at: sentAt.toISOString() } };
  });
}
