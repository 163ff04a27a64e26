import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { PROJECT_MSG, ZProjectSaveSchema, todayInBogota, type TProjectSaveInput, type TProjectState } from '@siiicca/shared';
import type { FileStore } from '../../lib/files';
import { acceptCheck } from '../../lib/content-kinds';
import { renderPdf } from '../../lib/pdf';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { announcements, auditEvents, users } from '../../db/schema';
import { isEmpty } from '../../db/seed/reference';
import { projectCatalogueIds, type TProjectCatalogueIds } from '../../db/seed/project-catalogue-ids';
import { insertProjectRows, type TStoredDocument } from './insert-project-rows';

/*
 * Demo research projects: for both demo lecturers, a Borrador and an Enviado on the open call and
 * on the closed one, with the lecturer as Principal, an internal Coinvestigador, an external ally
 * with their entity, a product of each family, and the call's documents as real files (the draft on
 * the closed call keeps only some; the one on the open call can be sent as it is). docente2 is a Coinvestigador of docente's sent project on the open call, so
 * the read-only view of an investigator shows. Written straight into the tables, once, into a
 * database without projects; documents only when a file store is given (a server's seed).
 */

type Lecturer = { id: number; username: string; name: string; email: string; identity: string | null };
type Plan = { title: string; call: 'open' | 'closed'; state: TProjectState; partner?: boolean };

const PLANS: Record<string, Plan[]> = {
  docente: [
    { title: 'Plataforma de analítica del aprendizaje para la educación virtual', call: 'open', state: 'Borrador' },
    { title: 'Modelos de aprendizaje automático para la detección temprana de la deserción universitaria', call: 'open', state: 'Enviado', partner: true },
    { title: 'Prácticas de lectura crítica en semilleros de investigación de pregrado', call: 'closed', state: 'Enviado' },
    { title: 'Cartografía social de la memoria en barrios populares de Bogotá', call: 'closed', state: 'Borrador' },
  ],
  docente2: [
    { title: 'Sensores de bajo costo para el monitoreo de la calidad del aire en Tunja', call: 'open', state: 'Borrador' },
    { title: 'Huertas urbanas y seguridad alimentaria en comunidades del sur de Bogotá', call: 'open', state: 'Enviado' },
    { title: 'Robótica educativa para la enseñanza de las matemáticas en colegios públicos', call: 'closed', state: 'Enviado' },
    { title: 'Bioplásticos a partir de residuos agroindustriales del café', call: 'closed', state: 'Borrador' },
  ],
};

const DAY = 86_400_000;
const dayOf = (isoDate: string, plusDays: number) => new Date(Date.parse(`${isoDate}T15:00:00Z`) + plusDays * DAY);

function body(ids: TProjectCatalogueIds, lecturer: Lecturer, plan: Plan, n: number, partner: Lecturer | undefined): TProjectSaveInput {
  const internal = {
    type_third: 'Interno' as const,
    city: 'Bogotá',
    training: 'Doctorado',
    link: 'completo' as const,
    colciencias: 'I' as const,
    payroll_hours: 8,
    sectional_id: ids.sectional,
    investigation_group_id: ids.group,
    division_id: ids.division,
    faculty_id: ids.faculty,
  };
  const person = (identification: string, name: string, email: string) => ({ type_id: 'CC' as const, identification, name, email, mobile: '3001234567' });
  const co = partner
    ? person(partner.identity ?? `5${partner.id}`, partner.name, partner.email)
    : person('1020456789', 'Juliana Andrea Castro Méndez', 'juliana.castro@usta.test');
  const family = (f: 'knowledge' | 'social' | 'training', quantity: number) => ({ product_type_id: ids[f].type, product_id: ids[f].products[n % ids[f].products.length]!, quantity });
  return {
    announcement_id: plan.call === 'open' ? ids.openCall : ids.closedCall,
    title: plan.title,
    sectional_id: ids.sectional,
    hours: ids.hours,
    internal_investigators: [
      { ...internal, type_investigator: 'Principal', third: person(lecturer.identity ?? `5${lecturer.id}`, lecturer.name, lecturer.email) },
      { ...internal, type_investigator: 'Coinvestigador', link: 'medio', colciencias: 'IJ', payroll_hours: 4, third: co },
    ],
    external_investigators: [
      {
        third: { type_id: 'CE', identification: `E${4567890 + n}`, name: n % 2 ? 'Lucía Fernanda Quispe Mamani' : 'Diego Armando Salazar Vélez', email: `aliado${n}@cienciayterritorio.test`, mobile: '3109876543' },
        city: n % 2 ? 'Arequipa' : 'Medellín',
        training: 'Maestría',
        entity: { nit: '901234567-1', name: 'Fundación Ciencia y Territorio', representative: 'Ana Lucía Torres Gómez', country_id: 'COL', web_page: 'https://cienciayterritorio.test' },
        interlocutor: 'Ana Lucía Torres Gómez',
        contact: '+57 601 555 1234',
      },
    ],
    results: [family('knowledge', 1), family('social', 2), family('training', 1 + (n % 2))],
  };
}

/**
 * A small real PDF (or, for a spreadsheet document, an .xlsx workbook) for one document of a call.
 * Rendered once per document and stored once per project: a PDF costs tens of milliseconds of CPU,
 * and the start-up of a new installation waits for them.
 */
async function demoContent(document: { name: string; accept: string }, call: string): Promise<{ content: Buffer; extension: 'pdf' | 'xlsx' }> {
  if (document.accept.split(',').includes('.pdf')) {
    const content = await renderPdf({ content: [{ text: document.name, fontSize: 14, bold: true }, { text: call, margin: [0, 8, 0, 0] }, 'Documento de demostración.'] });
    return { content, extension: 'pdf' };
  }
  // Loaded only when the demo is written (once), not on every start: exceljs is heavy to load.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Presupuesto').addRows([['Rubro', 'Valor (COP)'], ['Personal', 24000000], ['Equipos', 6500000], ['Salidas de campo', 3200000]]);
  return { content: Buffer.from(await book.xlsx.writeBuffer()), extension: 'xlsx' };
}

/** Stores one project's copy of a document, checked by content as an upload is. */
async function demoFile(files: FileStore, document: { id: number; name: string; accept: string }, made: { content: Buffer; extension: string }) {
  const stored = await files.save('projects', Readable.from(made.content), {
    ...acceptCheck(document.accept),
    maxBytes: 10_000_000,
    tooLarge: PROJECT_MSG.fileTooLarge,
    wrongType: PROJECT_MSG.fileWrongType(document.accept),
  });
  return { attachedId: document.id, path: stored.path, name: `${document.name}.${made.extension}`, size: stored.size } satisfies TStoredDocument;
}

export async function seedProjectDemo(db: DbOrTx, files: FileStore | null) {
  if (!(await isEmpty(db, 'projects'))) return;
  const ids = await projectCatalogueIds(db);
  const lecturers = await db.select({ id: users.id, username: users.username, name: users.name, email: users.email, identity: users.identity }).from(users).where(inArray(users.username, Object.keys(PLANS)));
  if (!ids || lecturers.length === 0) return;
  const calls = await db.select({ id: announcements.id, name: announcements.name, end: announcements.fechaFin }).from(announcements).where(inArray(announcements.id, [ids.openCall, ids.closedCall]));
  const callOf = (plan: Plan) => calls.find((c) => c.id === (plan.call === 'open' ? ids.openCall : ids.closedCall))!;
  const today = todayInBogota();

  // The files first: a failed transaction removes them again.
  const written: string[] = [];
  const work = lecturers.flatMap((lecturer) => PLANS[lecturer.username]!.map((plan) => ({ lecturer, plan })));
  const documents: TStoredDocument[][] = [];
  const made = new Map<number, Awaited<ReturnType<typeof demoContent>>>();
  try {
    for (const { plan } of work) {
      const attacheds = plan.call === 'open' ? ids.openAttacheds : ids.closedAttacheds;
      // A sent project has them all, and so has the draft on the open call, ready for 'Enviar' to
      // succeed; the draft on the closed call has only its first one so far.
      const wanted = plan.state === 'Enviado' || plan.call === 'open' ? attacheds : attacheds.slice(0, 1);
      const docs: TStoredDocument[] = [];
      for (const a of wanted) {
        if (!files) break;
        if (!made.has(a.id)) made.set(a.id, await demoContent(a, callOf(plan).name));
        const doc = await demoFile(files, a, made.get(a.id)!);
        written.push(doc.path);
        docs.push(doc);
      }
      documents.push(docs);
    }
    await inTransaction(db, async (tx) => {
      for (const [n, { lecturer, plan }] of work.entries()) {
        const partner = plan.partner ? lecturers.find((l) => l.id !== lecturer.id) : undefined;
        const call = callOf(plan);
        const reference = plan.call === 'open' ? today : call.end;
        const createdAt = dayOf(reference, plan.call === 'open' ? -10 + n : -40 + n);
        const sentAt = plan.state === 'Enviado' ? dayOf(reference, plan.call === 'open' ? -3 : -5) : null;
        const project = ZProjectSaveSchema.parse(body(ids, lecturer, plan, n, partner));
        const id = await insertProjectRows(tx, lecturer.id, project, { state: plan.state, createdAt, sentAt, documents: documents[n] });
        const changes = [
          { field: 'announcement', from: null, to: call.name },
          { field: 'title', from: null, to: plan.title },
          { field: 'hours', from: null, to: ids.hours },
        ];
        await tx.insert(auditEvents).values([
          { recordType: 'project', recordId: id, userId: lecturer.id, action: 'create', changes, createdAt },
          ...(documents[n] ?? []).map((d) => ({ recordType: 'project', recordId: id, userId: lecturer.id, action: 'document_uploaded', changes: [{ field: 'attacheds', from: null, to: d.name }], createdAt })),
          ...(sentAt ? [{ recordType: 'project', recordId: id, userId: lecturer.id, action: 'send', changes: [{ field: 'state', from: 'Borrador', to: 'Enviado' }], createdAt: sentAt }] : []),
        ]);
      }
    });
  } catch (err) {
    await files?.remove(...written);
    throw err;
  }
}
