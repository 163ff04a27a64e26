import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  ACTOR_ROLES,
  ANNOUNCEMENT_TYPES,
  ACTOR_STATES,
  ACTOR_TYPES,
  ASSIGNMENT_STATES,
  DATA_REQUEST_KINDS,
  EMPLOYMENT_LINKS,
  EVIDENCE_KINDS,
  EXECUTION_REPORT_KINDS,
  EXECUTION_REPORT_STATES,
  EXTENSION_STATES,
  ID_TYPES,
  INVESTIGATOR_TYPES,
  LEADER_TYPE,
  PERSON_ACTOR_TYPES,
  PERSON_ID_TYPES,
  PRODUCT_FAMILIES,
  PROJECT_STATES,
  RESEARCHER_CATEGORIES,
  SECTORS,
  SEEDED_ROLES,
  STRATEGY_KINDS,
  STRATEGY_STATES,
  STUDENT_LINKS,
  TEACHER_LINKS,
  THIRD_AUTH_SOURCE_IDS,
  THIRD_KINDS,
} from '@siiicca/shared';
import { loadExecutionVolume } from '../../bench/execution-volume';
import { loadProjectVolume } from '../../bench/project-volume';
import { loadStrategyVolume } from '../../bench/volume';
import { readBackVolume } from '../../bench/volume-readback';
import { useTestApp } from '../../test/helpers';
import { pgErrorOf } from '../lib/pg-errors';
import { queryRows } from './query-rows';

/*
 * Every enumerated column against its list in packages/shared (docs/decisions/020-enumerated-columns.md):
 * the database's constraint, read back from pg_constraint, names exactly the shared list, is validated,
 * and refuses a value outside it whoever writes it.
 */
type TCase = { table: string; column: string; constraint: string; values: readonly string[]; nullable?: boolean };

const CASES: TCase[] = [
  { table: 'users', column: 'account_type', constraint: 'users_account_type', values: ACCOUNT_TYPES },
  { table: 'roles', column: 'key', constraint: 'roles_key', values: SEEDED_ROLES.map((r) => r.key), nullable: true },
  { table: 'password_resets', column: 'account_type', constraint: 'password_resets_account_type', values: ACCOUNT_TYPES },
  { table: 'academic_people', column: 'type_id', constraint: 'academic_people_type_id', values: PERSON_ID_TYPES },
  { table: 'academic_people', column: 'role', constraint: 'academic_people_role', values: PERSON_ACTOR_TYPES },
  { table: 'product_types', column: 'family', constraint: 'product_types_family', values: PRODUCT_FAMILIES, nullable: true },
  { table: 'announcements', column: 'type', constraint: 'announcements_type', values: ANNOUNCEMENT_TYPES },
  { table: 'thirds', column: 'type_id', constraint: 'thirds_type_id', values: ID_TYPES },
  { table: 'thirds', column: 'auth_source', constraint: 'thirds_auth_source', values: THIRD_AUTH_SOURCE_IDS, nullable: true },
  { table: 'strategies', column: 'strategy', constraint: 'strategies_kind', values: STRATEGY_KINDS, nullable: true },
  { table: 'strategies', column: 'state', constraint: 'strategies_state', values: STRATEGY_STATES },
  { table: 'strategy_actors', column: 'type', constraint: 'strategy_actors_type', values: [LEADER_TYPE, ...ACTOR_TYPES] },
  { table: 'strategy_actors', column: 'state', constraint: 'strategy_actors_state', values: ACTOR_STATES },
  { table: 'strategy_actors', column: 'rol', constraint: 'strategy_actors_rol', values: ACTOR_ROLES, nullable: true },
  { table: 'strategy_actors', column: 'link', constraint: 'strategy_actors_link', values: [...TEACHER_LINKS, ...STUDENT_LINKS], nullable: true },
  { table: 'strategy_actors', column: 'sector', constraint: 'strategy_actors_sector', values: SECTORS, nullable: true },
  { table: 'strategy_kind_products', column: 'kind', constraint: 'strategy_kind_products_kind', values: STRATEGY_KINDS },
  { table: 'projects', column: 'state', constraint: 'projects_state', values: PROJECT_STATES },
  { table: 'project_investigators', column: 'type_third', constraint: 'project_investigators_type_third', values: THIRD_KINDS },
  { table: 'project_investigators', column: 'type_investigator', constraint: 'project_investigators_type_investigator', values: INVESTIGATOR_TYPES },
  { table: 'project_investigators', column: 'link', constraint: 'project_investigators_link', values: EMPLOYMENT_LINKS, nullable: true },
  { table: 'project_investigators', column: 'colciencias', constraint: 'project_investigators_colciencias', values: RESEARCHER_CATEGORIES, nullable: true },
  { table: 'project_transitions', column: 'from_state', constraint: 'project_transitions_from_state', values: PROJECT_STATES },
  { table: 'project_transitions', column: 'to_state', constraint: 'project_transitions_to_state', values: PROJECT_STATES },
  { table: 'evaluation_assignments', column: 'state', constraint: 'evaluation_assignments_state', values: ASSIGNMENT_STATES },
  { table: 'execution_reports', column: 'kind', constraint: 'execution_reports_kind', values: EXECUTION_REPORT_KINDS },
  { table: 'execution_reports', column: 'state', constraint: 'execution_reports_state', values: EXECUTION_REPORT_STATES },
  { table: 'project_extensions', column: 'state', constraint: 'project_extensions_state', values: EXTENSION_STATES },
  { table: 'execution_report_products', column: 'evidence_kind', constraint: 'execution_report_products_kind', values: EVIDENCE_KINDS },
  { table: 'data_requests', column: 'kind', constraint: 'data_requests_kind', values: DATA_REQUEST_KINDS },
];

/** The string literals of a constraint's definition as PostgreSQL prints it ('a'::text, …). */
const literalsOf = (definition: string) => [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));

const OUTSIDE = 'Fuera de la lista';

describe('enumerated columns', () => {
  const t = useTestApp();

  it('each has a validated CHECK naming exactly its list in packages/shared (and null only where the column may be empty)', async () => {
    const rows = await queryRows<{ tbl: string; conname: string; convalidated: boolean; def: string }>(
      t.db,
      sql`select c.conrelid::regclass::text as tbl, c.conname, c.convalidated, pg_get_constraintdef(c.oid) as def
        from pg_constraint c where c.contype = 'c' and c.conname in (${sql.join(CASES.map((c) => sql`${c.constraint}`), sql`, `)})`,
    );
    const found = new Map(rows.map((r) => [r.conname, r]));
    const problems = CASES.flatMap((c) => {
      const row = found.get(c.constraint);
      if (!row) return [`${c.table}.${c.column}: no constraint ${c.constraint}`];
      const out: string[] = [];
      if (row.tbl !== c.table) out.push(`${c.constraint} is on ${row.tbl}, not ${c.table}`);
      if (!row.convalidated) out.push(`${c.constraint} is NOT VALID`);
      if (!row.def.includes(c.column)) out.push(`${c.constraint} does not name ${c.column}: ${row.def}`);
      const listed = literalsOf(row.def);
      if (JSON.stringify([...listed].sort()) !== JSON.stringify([...c.values].sort())) {
        out.push(`${c.constraint} lists ${JSON.stringify(listed)}, packages/shared ${JSON.stringify(c.values)} (npm run db:generate)`);
      }
      if (/IS NULL/i.test(row.def) !== Boolean(c.nullable)) out.push(`${c.constraint}: null ${c.nullable ? 'should' : 'should not'} be accepted: ${row.def}`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('a value outside the list is refused by the database in each of them, whoever writes it', async () => {
    // A copy of a row of the table with the column set outside its list: CHECK constraints run before
    // unique keys and references, so the copy fails on the constraint under test and nothing else.
    // The two tables the seeded database leaves empty get a valid row of their own.
    await t.db.execute(sql`insert into password_resets (id, token_hash, account_type, login, email_hash, email_masked, expires_at)
      values (${randomUUID()}, ${randomUUID()}, 'adm', 'admin', 'hash', 'a***@siiicca.test', now() + interval '1 hour')`);
    await t.db.execute(sql`insert into data_requests (user_id, kind, text, due_on)
      select id, 'consulta', '¿Qué datos tienen de mí?', current_date from users where username = 'docente'`);
    const refused: string[] = [];
    for (const c of CASES) {
      const columns = await queryRows<{ name: string }>(
        t.db,
        sql`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${c.table} and is_generated = 'NEVER' and coalesce(identity_generation, '') <> 'ALWAYS'
          order by ordinal_position`,
      );
      const names = columns.map((col) => col.name);
      const ident = (n: string) => sql.identifier(n);
      const picked = names.map((n) => (n === c.column ? sql`${OUTSIDE}` : ident(n)));
      const [{ n }] = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${ident(c.table)}`)) as [{ n: number }];
      expect(n, `${c.table} has a row to copy`).toBeGreaterThan(0);
      const error = await t.db
        .execute(sql`insert into ${ident(c.table)} (${sql.join(names.map(ident), sql`, `)}) select ${sql.join(picked, sql`, `)} from ${ident(c.table)} limit 1`)
        .then(() => null, (e: unknown) => pgErrorOf(e));
      if (error?.code === '23514' && error.constraint === c.constraint) refused.push(c.constraint);
      else expect.soft(error, `${c.table}.${c.column} = '${OUTSIDE}'`).toMatchObject({ code: '23514', constraint: c.constraint });
    }
    expect(refused).toEqual(CASES.map((c) => c.constraint));
  });

  it('the volume loader writes only values the product shows: what it loaded reads back through the API without a 5xx', async () => {
    await loadStrategyVolume(t.db, { strategies: 200 });
    await loadProjectVolume(t.db, { projects: 100 });
    await loadExecutionVolume(t.db, { executions: 30 });
    const lines: string[] = [];
    const read = await readBackVolume(t, t.admin, { sample: 10, log: (line) => lines.push(line) });
    expect(read.map((r) => [r.label, r.details, r.pdfs])).toEqual([
      ['Estrategias', 10, 10],
      ['Proyectos', 10, 10],
      ['Proyectos en ejecución', 10, 10],
    ]);
    expect(read.every((r) => r.listRows >= 10)).toBe(true);
    expect(lines).toHaveLength(3);
  });

  it("migrates a deployment whose old rows hold a value outside a list: the constraint stays NOT VALID until its rows are fixed and it is validated (decision 020's steps)", async () => {
    const name = 'project_investigators_colciencias';
    // The deployment before migration 0038, with a row as the old loader wrote it.
    await t.db.execute(sql`alter table project_investigators drop constraint ${sql.identifier(name)}`);
    const [row] = await queryRows<{ id: number }>(t.db, sql`update project_investigators set colciencias = 'IA' where id = (select min(id) from project_investigators) returning id`);
    // The migration's statements for this constraint: its ADD and the closing block that validates what it can.
    const statements = readFileSync(new URL('./migrations/0038_enumerated_columns.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.filter((st) => st.includes(`ADD CONSTRAINT "${name}"`) || st.includes('DO $$'))) await t.db.execute(sql.raw(statement));
    const state = async () =>
      (await queryRows<{ convalidated: boolean }>(t.db, sql`select convalidated from pg_constraint where conname = ${name}`)).map((r) => r.convalidated);
    expect(await state()).toEqual([false]);
    // New writes are checked already.
    const refused = await t.db.execute(sql`update project_investigators set colciencias = 'IA' where id <> ${row!.id} and id = (select max(id) from project_investigators)`).then(
      () => null,
      (e: unknown) => pgErrorOf(e),
    );
    expect(refused).toMatchObject({ code: '23514', constraint: name });
    // The decision's repair: list the rows outside the list, fix them, validate.
    const outside = await queryRows<{ id: number }>(t.db, sql`select id from project_investigators where not (colciencias is null or colciencias in (${sql.join(RESEARCHER_CATEGORIES.map((c) => sql`${c}`), sql`, `)}))`);
    expect(outside.map((r) => r.id)).toEqual([row!.id]);
    await t.db.execute(sql`update project_investigators set colciencias = 'I' where id = ${row!.id}`);
    await t.db.execute(sql`alter table project_investigators validate constraint ${sql.identifier(name)}`);
    expect(await state()).toEqual([true]);
  });
});
