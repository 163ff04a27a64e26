import { eq, not, or, sql, type SQL } from 'drizzle-orm';
import { EXECUTION_FILTER_FIELDS, type TExecutionListQuery } from '@siiicca/shared';
import { foldedContains } from '../../../db/fold';
import type { DbOrTx } from '../../../db/transaction';
import { announcements, projectExecutions, projects } from '../../../db/schema';
import type { TFilterable } from '../../../platform/crud/filters';
import { amongMatching, filterableOf, recordList, recordSource } from '../../../platform/records/list';
import type { TViewer } from '../../../platform/records/visibility';
import { EXECUTION_LIST_VISIBILITY } from '../readers';
import { EXECUTED_PERCENT, IN_ARREARS, NEXT_DUE, ROW_COLUMNS, ROW_JOINS, toRow } from './execution-row';

const source = recordSource(projects, ROW_COLUMNS, ROW_JOINS('inner'));

/** The sort keys of EXECUTION_SORTS and what they read. */
const SORTABLE = {
  id: projects.id,
  title: projects.title,
  announcement: announcements.name,
  state: projects.state,
  start_date: projectExecutions.startDate,
  end_date: projectExecutions.endDate,
  executed_percent: EXECUTED_PERCENT,
  next_due: NEXT_DUE,
};

/** The filter widget's fields (EXECUTION_FILTER_FIELDS) and what they read. */
const READS: Record<keyof typeof EXECUTION_FILTER_FIELDS, Pick<TFilterable, 'column' | 'any' | 'day' | 'when'>> = {
  id: { column: projects.id },
  title: { column: projects.title },
  state: { column: projects.state },
  'announcement.name': { column: announcements.name },
  faculty: {
    any: (match) => sql`exists (select 1 from project_investigators pi join faculties f on f.id = pi.faculty_id
      where pi.project_id = projects.id and pi.type_third = 'Interno' and ${match(sql`f.name`)})`,
  },
  // As conditions the planner sees (an exists and its negation), not a 'Sí'/'No' text computed per row:
  // on 30,000 started projects the text form was 7–23× its SQL floor (docs/benchmarks.md).
  in_arrears: { when: { Sí: IN_ARREARS, No: not(IN_ARREARS) } },
  executed_percent: { column: EXECUTED_PERCENT },
  end_date: { column: projectExecutions.endDate },
};

/** The search box: the title, the call's name (its few matching calls first) or the id typed as a number. */
async function searchWhere(q: string | undefined, db: DbOrTx): Promise<SQL | undefined> {
  if (!q) return undefined;
  const calls = await amongMatching(db, projects.announcementId, sql`select c.id from announcements c where ${foldedContains(sql`c.name`, q)}`);
  return or(foldedContains(projects.title, q), calls, /^\d{1,9}$/.test(q) ? eq(projects.id, Number(q)) : undefined);
}

/**
 * 'Proyectos en Ejecución' on the record engine (platform/records/list.ts): the projects whose start
 * was registered (readers.ts), searched, filtered, sorted and paged in SQL, newest first unless sorted;
 * a page's rows decorated after paging (next report, arrears, faculties) for its ids only.
 */
const executionList = recordList({ source, visibility: EXECUTION_LIST_VISIBILITY, search: searchWhere, filterable: filterableOf(EXECUTION_FILTER_FIELDS, READS), sortable: SORTABLE, toRow });

export const listExecutions = (db: DbOrTx, viewer: TViewer, q: TExecutionListQuery) => executionList.page(db, viewer, q);

/** Every project the list's search and filters match, newest first (the Excel's 'all'). */
export const matchingExecutionIds = executionList.matchingIds;
