import path from 'node:path';
import { sql } from 'drizzle-orm';
import { EMPLOYMENT_LINK_LABELS, evaluatorSeesDocument, type TReviewProject } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import { readTogether, type DbOrTx } from '../../../db/transaction';
import type { TBrand } from '../../../lib/pdf';
import { safeEntryName } from '../../../lib/zip';
import { projectDocumentData, renderProjectPdf, type TProjectDocumentData } from '../../projects';

/*
 * The project as its evaluator reads it (issue 28), read-only. Only the documents the call shows its
 * evaluators are listed, downloadable or in the PDF (issue 39: a blind call shows only those the
 * office marked visible). When the call is blind nothing names
 * the investigators or allies: no names, e-mails, identities, entities or contacts in the JSON, the
 * PDF leaves them out (projects' renderProjectPdf with `blind`), and documents are downloaded as
 * 'Documento-<the call's document name>.<ext>' instead of the name they were uploaded with. The
 * caller has checked that the assignment is the evaluator's and open (my-assignments.ts).
 */

/** A document's download name: the uploaded one, or under a blind call the call's document name and the extension. */
export function reviewFileName(attachedName: string, uploaded: string, blind: boolean) {
  if (!blind) return uploaded;
  const ext = path.extname(uploaded).toLowerCase();
  return `Documento-${safeEntryName(attachedName, 80, 'adjunto')}${/^\.[a-z0-9]{1,5}$/.test(ext) ? ext : ''}`;
}

/** The project's data with people's names and files' names removed when `blind`. */
function blinded(p: TProjectDocumentData, blind: boolean): TProjectDocumentData {
  if (!blind) return p;
  const anonymous = (i: TProjectDocumentData['internal'][number]) => ({
    ...i,
    type_id: '',
    identification: '',
    name: '',
    email: null,
    entity: null,
    interlocutor: null,
    contact: null,
  });
  return {
    ...p,
    user_name: '',
    internal: p.internal.map(anonymous),
    external: p.external.map(anonymous),
    documents: p.documents.map((d) => ({ ...d, file: reviewFileName(d.name, d.file, true) })),
  };
}

type TDoc = { id: number; name: string; file: string; size: number; path: string; visible: boolean | null };

/** The project's documents its evaluator may see (one when `documentId` is given). */
async function documentsOf(db: DbOrTx, projectId: number, blind: boolean, documentId?: number) {
  const rows = await queryRows<TDoc>(
    db,
    sql`select d.id, aa.name, d.name as file, d.size, d.path, aa.evaluator_visible as visible from project_documents d
      join announcement_attacheds aa on aa.id = d.attached_id
      where d.project_id = ${projectId}${documentId === undefined ? sql`` : sql` and d.id = ${documentId}`}
      order by aa.position, aa.id`,
  );
  return rows.filter((d) => evaluatorSeesDocument(d.visible, blind));
}

async function projectData(db: DbOrTx, projectId: number, reader: number, blind: boolean) {
  const [[p], seen] = await readTogether(db, [() => projectDocumentData(db, [projectId], undefined, reader), () => documentsOf(db, projectId, blind)]);
  if (!p) return null;
  // A call's document names are unique within it: what the evaluator may not see leaves by name.
  const visible = new Set(seen.map((d) => d.name));
  return blinded({ ...p, documents: p.documents.filter((d) => visible.has(d.name)) }, blind);
}

/** The project's JSON for its evaluator. */
export async function reviewProject(db: DbOrTx, projectId: number, reader: number, blind: boolean): Promise<TReviewProject | null> {
  const [p, docs] = await readTogether(db, [() => projectData(db, projectId, reader, blind), () => documentsOf(db, projectId, blind)]);
  if (!p) return null;
  const person = (i: TProjectDocumentData['internal'][number]) => ({
    name: blind ? null : i.name,
    role: i.type_third === 'Externo' ? 'Aliado externo' : i.type_investigator === 'Principal' ? 'Investigador Principal' : 'Coinvestigador',
    link: i.link ? EMPLOYMENT_LINK_LABELS[i.link] : null,
    category: i.colciencias,
    payroll_hours: i.payroll_hours,
    entity: blind ? null : (i.entity?.name ?? null),
    city: i.city,
  });
  return {
    id: p.id,
    title: p.title,
    state: p.state,
    sent_at: p.sent_at,
    sectional: p.sectional,
    hours: p.hours,
    announcement: p.announcement,
    owner: blind ? null : p.user_name,
    internal: p.internal.map(person),
    external: p.external.map(person),
    documents: docs.map((d) => ({ id: d.id, name: d.name, file: reviewFileName(d.name, d.file, blind), size: Number(d.size) })),
    results: p.results,
  };
}

/** The project's PDF for its evaluator (blind: without people's names). */
export async function reviewProjectPdf(db: DbOrTx, projectId: number, reader: number, blind: boolean, brand: TBrand) {
  const p = await projectData(db, projectId, reader, blind);
  return p ? renderProjectPdf(p, brand, { blind }) : null;
}

/** A stored document of the project: where it is and the name it is downloaded as; null when absent. */
export async function reviewDocument(db: DbOrTx, projectId: number, documentId: number, blind: boolean) {
  const [d] = await documentsOf(db, projectId, blind, documentId);
  return d ? { path: d.path, name: reviewFileName(d.name, d.file, blind) } : null;
}
