import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { PROJECT_API, PROJECT_UPLOAD, ZProjectSaveSchema, projectFileField, type TProjectSaveInput, type TProjectState } from '@siiicca/shared';
import type { TProjectFixtureIds } from '../../../../../packages/shared/src/projects/testing';
import { projectCatalogueIds } from '../../db/seed/project-catalogue-ids';
import type { DbOrTx } from '../../db/transaction';
import { users } from '../../db/schema';
import { insertProjectRows, type TStoredDocument } from './insert-project-rows';
import { acceptCheck } from '../../lib/content-kinds';
import { createFileStore } from '../../lib/files';
import { newLecturer, signIn } from '../../../test/accounts';
import { bearer, type TestApp } from '../../../test/helpers';

export { validProjectBody, internalInvestigator, externalInvestigator, nextProjectIdentification } from '../../../../../packages/shared/src/projects/testing';
export type { TProjectFixtureIds };

type Attached = TProjectFixtureIds['openAttacheds'][number];

/**
 * Catalogue rows of the seeded (demo) database that fit together the way a project needs them: a
 * call open today and one already closed with their documents, a sectional with a division, faculty
 * and research group of its tree, and per product family a type with products offered for one hours value.
 */
export async function projectFixture(db: DbOrTx): Promise<TProjectFixtureIds> {
  const ids = await projectCatalogueIds(db);
  if (!ids) throw new Error('demo calls, academic tree or products not seeded');
  return ids;
}

/** A small valid PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export type TUpload = { attachedId: number; filename: string; content: Buffer; contentType?: string };

/** A multipart body: the project's JSON in `data`, and one part `file_<attached_id>` per file. */
export function projectMultipart(data: unknown, files: TUpload[]) {
  const boundary = `----siiicca${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${PROJECT_UPLOAD.dataField}"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${projectFileField(f.attachedId)}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
    );
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/siiicca/projects: JSON without files, multipart (data + file_<attached_id>) with them. */
export function saveProject(t: Pick<TestApp, 'app'>, token: string, body: unknown, files?: TUpload[]) {
  if (!files) return t.app.inject({ method: 'POST', url: PROJECT_API.all, headers: bearer(token), payload: body as never });
  const mp = projectMultipart(body, files);
  return t.app.inject({ method: 'POST', url: PROJECT_API.all, headers: { ...bearer(token), ...mp.headers }, payload: mp.payload });
}

/** A small real Excel workbook (.xlsx). */
export async function xlsxFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Presupuesto').addRows([['Rubro', 'Valor'], ['Personal', 12000000], ['Equipos', 3500000]]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One file for each of the call's documents (only the required ones unless `all`): a PDF where the
 * document accepts PDF, else an .xlsx workbook (the budget).
 */
export async function documentUploads(attacheds: Attached[], opts: { all?: boolean } = {}): Promise<TUpload[]> {
  const xlsx = await xlsxFile();
  return attacheds
    .filter((a) => opts.all || a.required)
    .map((a) =>
      a.accept.split(',').includes('.pdf')
        ? { attachedId: a.id, filename: `documento-${a.id}.pdf`, content: PDF }
        : { attachedId: a.id, filename: `documento-${a.id}.xlsx`, content: xlsx, contentType: XLSX_TYPE },
    );
}

/** A lecturer of the test's own, signed in: their token, user id and identification. */
export async function lecturerOf(t: Pick<TestApp, 'app' | 'db'>) {
  const account = await newLecturer(t);
  const token = await signIn(t, account, 'sac');
  const [user] = await t.db.select({ id: users.id, identity: users.identity, name: users.name }).from(users).where(eq(users.username, account.username));
  return { token, id: user!.id, identity: user!.identity!, name: user!.name, username: account.username };
}

/** Stores a file in the test app's DATA_DIR as the save would (checked against the document's `accept`). */
export async function storeDocument(t: Pick<TestApp, 'deps'>, attached: Attached, content: Buffer, name: string): Promise<TStoredDocument> {
  const files = createFileStore(t.deps.config.DATA_DIR);
  const stored = await files.save('projects', Readable.from(content), { ...acceptCheck(attached.accept), maxBytes: PROJECT_UPLOAD.maxBytes, tooLarge: 'too large', wrongType: 'wrong type' });
  return { attachedId: attached.id, path: stored.path, name, size: stored.size };
}

/**
 * A project written straight into the tables (no save route, no validation, no history): for tests
 * of reading, sending and deleting that need projects of a given state.
 */
export function insertProject(
  t: Pick<TestApp, 'db'>,
  userId: number,
  body: TProjectSaveInput,
  opts: { state?: TProjectState; sentAt?: Date | null; createdAt?: Date; documents?: TStoredDocument[] } = {},
) {
  return insertProjectRows(t.db, userId, ZProjectSaveSchema.parse(body), opts);
}
