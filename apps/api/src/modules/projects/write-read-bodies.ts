import { sql } from 'drizzle-orm';
import { INVESTIGATOR_LIMITS as L, PROJECT_LIMITS, type TProjectSaveInput } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { signIn } from '../../../test/accounts';
import type { TestApp } from '../../../test/helpers';
import { lecturerOf, type TProjectFixtureIds } from './test-fixtures';

/*
 * Project bodies for the write/read agreement test: the least a save takes, the least each
 * investigator takes, and every field at its bound (the longest texts, the most investigators and
 * results the limits and catalogues allow).
 */

/** `text` filled up to `length` characters with accented letters. */
export const fill = (text: string, length: number) => (text + ' ' + 'áéíóúñ'.repeat(length)).slice(0, length);

let serial = 0;
const identification = (length: number) => `6${String(++serial).padStart(length - 1, '0')}`;
const longEmail = () => `p${String(++serial).padStart(63, '0')}@${'d'.repeat(63)}.${'e'.repeat(18)}.co`;
const url = () => `https://perfil.test/${'x'.repeat(L.link - 20)}`;

/** A lecturer whose own profile adds the downloads of their projects (Excel, ZIP, records). */
export async function projectOwner(t: Pick<TestApp, 'app' | 'db'>) {
  const lecturer = await lecturerOf(t);
  const [role] = await t.db.insert(roles).values({ name: `Descargas ${lecturer.username}`, description: 'Descarga sus proyectos' }).returning({ id: roles.id });
  await t.db.insert(rolePermissions).values(['projects.own', 'projects.export', 'projects.attachments', 'projects.records'].map((permissionId) => ({ roleId: role!.id, permissionId })));
  await t.db.insert(userRoles).values({ userId: lecturer.id, roleId: role!.id });
  return signIn(t, { username: lecturer.username, email: '', password: 'Clave de docente 2026', name: '' }, 'sac');
}

/** Every (product type, product) pair offered for the fixture's hours, up to the schema's limit. */
export async function offeredResults(db: DbOrTx, hours: number) {
  return queryRows<{ product_type_id: number; product_id: number }>(
    db,
    sql`select product_type_id, product_id from product_type_products where hours = ${hours} order by 1, 2 limit ${PROJECT_LIMITS.results}`,
  );
}

/** A draft with only what the save requires: its call, title and hours. */
export const minimalProject = (ids: TProjectFixtureIds): TProjectSaveInput & { title: string } => ({
  announcement_id: ids.openCall,
  title: `Mínimo ${++serial}`,
  hours: 1,
});

/** A draft whose investigators, allies and results hold only what each requires. */
export const sparseProject = (ids: TProjectFixtureIds, result: { product_type_id: number; product_id: number }): TProjectSaveInput & { title: string } => ({
  announcement_id: ids.openCall,
  title: `Escaso ${++serial}`,
  hours: ids.hours,
  internal_investigators: [{ type_investigator: 'Coinvestigador', third: { type_id: 'CC', identification: identification(8), name: 'Solo Nombre' } }],
  external_investigators: [
    { third: { type_id: 'CE', identification: identification(8), name: 'Aliado Sin Entidad' } },
    { third: { type_id: 'CE', identification: identification(8), name: 'Aliado Con NIT' }, entity: { nit: `${900000 + serial}`, name: 'Entidad Mínima' } },
  ],
  results: [result],
});

const person = (n: number) => ({
  type_id: 'CE' as const,
  identification: identification(L.identification),
  name: fill(`Investigador ${n}`, L.name),
  email: longEmail(),
  mobile: '3'.repeat(L.mobile),
  cvlac: url(),
  orcid: 'https://orcid.org/0000-0002-1825-0097', // an ORCID is held to its shape and check digit, not the link bound
  gooAcademico: url(),
});

/** A complete project (it may be sent) with every text at its longest and as many rows as the limits allow. */
export function boundsProject(ids: TProjectFixtureIds, results: { product_type_id: number; product_id: number }[]): TProjectSaveInput & { title: string } {
  return {
    announcement_id: ids.openCall,
    title: fill(`=Límite ${++serial}`, PROJECT_LIMITS.title),
    sectional_id: ids.sectional,
    hours: ids.hours,
    internal_investigators: Array.from({ length: PROJECT_LIMITS.investigators }, (_, n) => ({
      type_investigator: n === 0 ? ('Principal' as const) : ('Coinvestigador' as const),
      third: person(n),
      city: fill('Ciudad', L.city),
      training: fill('Formación', L.training),
      link: 'completo' as const,
      colciencias: 'IVP' as const,
      payroll_hours: L.payrollHoursMax,
      sectional_id: ids.sectional,
      investigation_group_id: ids.group,
      division_id: ids.division,
      faculty_id: ids.faculty,
    })),
    external_investigators: Array.from({ length: PROJECT_LIMITS.investigators }, (_, n) => ({
      third: person(n),
      city: fill('Ciudad', L.city),
      training: fill('Formación', L.training),
      entity: { nit: `9${String(n).padStart(L.nit - 1, '0')}`, name: fill('Entidad', L.entityName), representative: fill('Representante', L.representative), country_id: 'COL', web_page: url() },
      interlocutor: fill('Interlocutor', L.interlocutor),
      contact: '+'.padEnd(L.contact, '1'),
    })),
    results: results.map((r) => ({ ...r, quantity: PROJECT_LIMITS.quantityMax })),
  };
}
