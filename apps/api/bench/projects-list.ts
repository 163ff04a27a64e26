/**
 * The project list's cases for the record lists' bench (record-lists.ts): first, middle and last
 * pages, filters (state, a call's name, an internal investigator's faculty, the principal), the
 * search box, and page 1 sorted by every offered column; each with its floor written by hand over
 * the alias `p` (the page's ids, then the same columns listProjects answers, decorated after paging).
 */
import { sql } from 'drizzle-orm';
import { PROJECT_SORTS, type TProjectListQuery } from '@siiicca/shared';
import { listProjects } from '../src/modules/projects/list-projects';
import type { TListBench, TListCase } from './record-lists';

const NEWEST = sql`p.id desc`;
const ALL = sql`true`;

/** The floor's ORDER BY (and join) for a sort key of PROJECT_SORTS (then the id, as the list does). */
const ORDER: Record<(typeof PROJECT_SORTS)[number], { order: string; join?: string }> = {
  id: { order: 'p.id' },
  title: { order: 'p.title' },
  announcement: { order: 'a.name', join: 'join announcements a on a.id = p.announcement_id' },
  sectional: { order: 'x.name', join: 'left join sectionals x on x.id = p.sectional_id' },
  state: { order: 'p.state' },
  created_at: { order: 'p.created_at' },
  updated_at: { order: 'p.updated_at' },
};

const sorted: TListCase[] = PROJECT_SORTS.map((key) => ({
  name: `sorted by ${key}`,
  query: { sort: key },
  page: 'first',
  where: ALL,
  order: sql.raw(`${ORDER[key].order}, p.id`),
  join: ORDER[key].join ? sql.raw(ORDER[key].join) : undefined,
}));

const faculty = sql`exists (select 1 from project_investigators pi join faculties f on f.id = pi.faculty_id
  where pi.project_id = p.id and pi.type_third = 'Interno' and search_fold(f.name::text) like '%ingenieria%')`;

const CASES: TListCase[] = [
  { name: 'newest first', query: {}, page: 'first', where: ALL, order: NEWEST },
  { name: 'newest first', query: {}, page: 'middle', where: ALL, order: NEWEST },
  { name: 'newest first', query: {}, page: 'last', where: ALL, order: NEWEST },
  {
    name: "state 'Enviado' + hours 16, sort -created_at",
    query: { filters: [{ field: 'state', operation: 'Igual', value: 'Enviado' }, { field: 'hours', operation: 'Igual', value: '16' }], sort: '-created_at' },
    page: 'first',
    where: sql`p.state = 'Enviado' and p.hours = 16`,
    order: sql`p.created_at desc, p.id`,
  },
  {
    name: "call Parecido '2021-1' + faculty Parecido 'ingenieria'",
    query: { filters: [{ field: 'announcement.name', operation: 'Parecido', value: '2021-1' }, { field: 'faculty', operation: 'Parecido', value: 'ingenieria' }] },
    page: 'first',
    where: sql`search_fold(a.name::text) like '%2021-1%' and ${faculty}`,
    order: NEWEST,
    join: sql`join announcements a on a.id = p.announcement_id`,
  },
  {
    name: "faculty Parecido 'ingenieria'",
    query: { filters: [{ field: 'faculty', operation: 'Parecido', value: 'ingenieria' }] },
    page: 'last',
    where: faculty,
    order: NEWEST,
  },
  {
    name: "title Parecido 'ROBÓTICA'",
    query: { filters: [{ field: 'title', operation: 'Parecido', value: 'ROBÓTICA' }] },
    page: 'first',
    where: sql`p.title_fold like search_fold('%ROBÓTICA%')`,
    order: NEWEST,
  },
  {
    name: "search box 'energía solar'",
    query: { q: 'energía solar' },
    page: 'first',
    where: sql`(p.title_fold like '%energia solar%'
      or p.announcement_id = any(array(select id from announcements where search_fold(name::text) like '%energia solar%')))`,
    order: NEWEST,
  },
  {
    // A typing slip: nothing matches. No call's name contains it either (the calls are searched first, as the list does).
    name: "search box 'enrgía solar' (no match)",
    query: { q: 'enrgía solar' },
    page: 'first',
    where: sql`(p.title_fold like '%enrgia solar%' or p.announcement_id = any('{}'::int[]))`,
    order: NEWEST,
  },
  ...sorted,
  { name: 'sorted by title', query: { sort: 'title' }, page: 'middle', where: ALL, order: sql`p.title, p.id` },
];

export const PROJECT_LIST_BENCH: TListBench = {
  label: 'projects',
  url: '/api/siiicca/projects',
  page: (db, v, q) => listProjects(db, { userId: v.userId, identity: v.identity, all: true }, q as TProjectListQuery),
  visible: (v) =>
    v.identity
      ? sql`(p.user_id = ${v.userId} or p.state <> 'Borrador' or p.id = any(array(select vi.project_id from project_investigators vi
          join thirds vt on vt.id = vi.third_id where upper(vt.identification) = upper(${v.identity}))))`
      : sql`(p.user_id = ${v.userId} or p.state <> 'Borrador')`,
  from: sql`projects p`,
  id: sql`p.id`,
  decorate: (ids) => sql`
    select p.id, p.announcement_id, a.name as announcement, a.fecha_fin as announcement_end, p.title, x.name as sectional, p.state,
      p.hours, u.id as user_id, u.name as user_name, u.username, p.created_at, p.updated_at, p.sent_at
    from (${ids}) pg join projects p on p.id = pg.id join users u on u.id = p.user_id join announcements a on a.id = p.announcement_id
      left join sectionals x on x.id = p.sectional_id
    order by pg.n`,
  cases: CASES,
};
