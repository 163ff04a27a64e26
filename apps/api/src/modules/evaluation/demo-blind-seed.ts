import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PROJECT_MSG, todayInBogota } from '@siiicca/shared';
import type { FileStore } from '../../lib/files';
import { acceptCheck } from '../../lib/content-kinds';
import { API_ROOT } from '../../paths';
import type { Tx } from '../../db/transaction';
import { announcementAttacheds, announcements, auditEvents, callCriteria, callEvaluationSettings, evaluationAssignments, projects } from '../../db/schema';
import { copyProject, recordTransition, type TDoc } from '../projects';
import { CRITERIA } from './demo-copies';

/*
 * The demo's blind call (issue 39): a second open call whose evaluation is blind, asking for a
 * proposal and a technical annex (shown to evaluators) and the principal investigator's CV (hidden
 * from them). A project of docente's is in evaluation there, accepted by evaluador, with documents
 * LibreOffice saved with docente's name in their metadata, a comment and a tracked change
 * (seed/demo-files, make.sh): what evaluador downloads is the copy without them.
 */

const DAY = 86_400_000;
const FILES = path.join(API_ROOT, 'src/db/seed/demo-files');
export const BLIND_CALL_NAME = 'Convocatoria de Investigación con Evaluación Ciega 2026';
export const BLIND_PROJECT_TITLE = 'Monitoreo comunitario de la calidad del agua en acueductos veredales';
const DOCUMENTS = [
  { name: 'Propuesta de investigación', accept: '.pdf,.docx', evaluatorVisible: true, required: true, file: 'propuesta.docx' },
  { name: 'Anexo técnico', accept: '.pdf', evaluatorVisible: true, required: false, file: 'propuesta.pdf' },
  { name: 'Hoja de vida CvLAC del investigador principal', accept: '.pdf', evaluatorVisible: false, required: true, file: 'hoja-de-vida.pdf' },
] as const;

/** The call's documents stored for the project, checked by content as an upload is (before the transaction). */
export async function storeBlindDocuments(files: FileStore | null) {
  if (!files) return [];
  const stored: { index: number; path: string; size: number; file: string }[] = [];
  for (const [index, d] of DOCUMENTS.entries()) {
    const check = { ...acceptCheck(d.accept), maxBytes: 10_000_000, tooLarge: PROJECT_MSG.fileTooLarge, wrongType: PROJECT_MSG.fileWrongType(d.accept) };
    const saved = await files.save('projects', Readable.from(fs.readFileSync(path.join(FILES, d.file))), check);
    stored.push({ index, path: saved.path, size: saved.size, file: d.file });
  }
  return stored;
}

/** The call, its settings and criteria, and docente's project accepted by evaluador; in the caller's transaction. */
export async function seedBlindCall(
  tx: Tx,
  o: { sourceId: number; owner: number; admin: number; evaluator: number; today: number; stored: Awaited<ReturnType<typeof storeBlindDocuments>> },
) {
  const day = (n: number) => todayInBogota(new Date(o.today + n * DAY));
  const [call] = await tx
    .insert(announcements)
    .values({ name: BLIND_CALL_NAME, type: 'Multicampus', description: 'Proyectos evaluados por pares sin conocer al equipo investigador.', fechaInicio: day(-10), fechaFin: day(50) })
    .returning({ id: announcements.id });
  const callId = call!.id;
  const attached = await tx
    .insert(announcementAttacheds)
    .values(DOCUMENTS.map((d, position) => ({ announcementId: callId, name: d.name, accept: d.accept, required: d.required, evaluatorVisible: d.evaluatorVisible, position })))
    .returning({ id: announcementAttacheds.id });
  await tx.insert(callEvaluationSettings).values({ announcementId: callId, passingScore: 60, evaluatorsPerProject: 1, deadline: day(60), blind: true, divergenceMargin: 20 });
  await tx.insert(callCriteria).values(CRITERIA.map((c, position) => ({ ...c, announcementId: callId, scaleMin: 0, scaleMax: 5, position })));

  const at = (days: number) => new Date(o.today - days * DAY);
  const documents: TDoc[] = o.stored.map((s) => ({ attachedId: attached[s.index]!.id, path: s.path, name: s.file, size: s.size, uploadedBy: o.owner }));
  const id = await copyProject(tx, o.sourceId, BLIND_PROJECT_TITLE, at(6), documents, callId);
  await recordTransition(tx, { projectId: id, userId: o.owner, from: 'Borrador', to: 'Enviado', at: at(4) });
  await tx.update(projects).set({ sentAt: at(4) }).where(eq(projects.id, id));
  await tx.insert(auditEvents).values({ recordType: 'project', recordId: id, userId: o.owner, action: 'send', changes: [{ field: 'state', from: 'Borrador', to: 'Enviado' }], createdAt: at(4) });
  await tx.insert(evaluationAssignments).values({ projectId: id, evaluatorId: o.evaluator, assignedBy: o.admin, state: 'Aceptada', respondedAt: at(2), createdAt: at(3) });
  await recordTransition(tx, { projectId: id, userId: o.admin, from: 'Enviado', to: 'En evaluación', reason: 'Evaluadores asignados', at: at(3) });
}
