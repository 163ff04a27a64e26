import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { PROJECT_API, PRODUCT_FAMILIES, PROJECT_UPLOAD, projectFileField, todayInBogota, type TProductFamily } from '@siiicca/shared';
import type { TProjectFixtureIds } from '../../../../../packages/shared/src/projects/testing';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { bearer, type TestApp } from '../../../test/helpers';

export { validProjectBody, internalInvestigator, externalInvestigator, nextProjectIdentification } from '../../../../../packages/shared/src/projects/testing';
export type { TProjectFixtureIds };

type Attached = TProjectFixtureIds['openAttacheds'][number];

async function attachedsOf(db: DbOrTx, callId: number): Promise<Attached[]> {
  return queryRows<Attached>(db, sql`select id, name, required, accept from announcement_attacheds where announcement_id = ${callId} order by position, id`);
}

/**
 * Catalogue rows of the seeded (demo) database that fit together the way a project needs them: a
 * call open today and one already closed with their documents, a sectional with a division, faculty
 * and research group of its tree, and per product family a type with products offered for one hours value.
 */
export async function projectFixture(db: DbOrTx): Promise<TProjectFixtureIds> {
  const today = todayInBogota();
  const [calls] = await queryRows<{ open: number | null; closed: number | null }>(
    db,
    sql`select (select min(id) from announcements where state and fecha_inicio <= ${today} and fecha_fin >= ${today}) as open,
        (select min(id) from announcements where fecha_fin < ${today}) as closed`,
  );
  const [tree] = await queryRows<{ sectional: number; division: number; faculty: number; group: number }>(
    db,
    sql`select sf.sectional_id as sectional, sf.division_id as division, sf.faculty_id as faculty, min(g.id) as "group"
      from sectional_faculties sf join sectionals s on s.id = sf.sectional_id
      join investigation_groups g on g.sectional_id = sf.sectional_id and g.active
      group by sf.sectional_id, sf.division_id, sf.faculty_id, s.name
      order by s.name = 'Sede Principal Bogotá' desc, sf.sectional_id, sf.faculty_id limit 1`,
  );
  // The hours value every family offers at least two products for (the most common wins).
  const offers = await queryRows<{ family: TProductFamily; type: number; hours: number; products: number[] }>(
    db,
    sql`select t.family, t.id as type, p.hours, array_agg(p.product_id order by p.product_id) as products
      from product_types t join product_type_products p on p.product_type_id = t.id join products pr on pr.id = p.product_id and pr.active
      where t.active and t.family is not null group by t.family, t.id, p.hours having count(*) >= 2 order by t.id, p.hours`,
  );
  const hours = [12, 8, 16, 4].find((h) => PRODUCT_FAMILIES.every((f) => offers.some((o) => o.family === f && Number(o.hours) === h)));
  if (!calls?.open || !calls.closed || !tree || !hours) throw new Error('demo calls, academic tree or products not seeded');
  const familyOf = (family: TProductFamily) => {
    const o = offers.find((x) => x.family === family && Number(x.hours) === hours)!;
    return { type: o.type, products: o.products.map(Number) };
  };
  return {
    openCall: calls.open,
    openAttacheds: await attachedsOf(db, calls.open),
    closedCall: calls.closed,
    closedAttacheds: await attachedsOf(db, calls.closed),
    ...tree,
    hours,
    knowledge: familyOf('knowledge'),
    social: familyOf('social'),
    training: familyOf('training'),
  };
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
