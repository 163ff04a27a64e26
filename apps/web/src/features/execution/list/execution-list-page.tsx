import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import TableViewIcon from '@mui/icons-material/TableView';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { EXECUTION_LABELS as L, EXECUTION_MSG, executionViewPath, type TExecutionRow } from '@siiicca/shared';
import type { TRowAction } from '../../../components/catalogue';
import { RecordListPage } from '../../../components/record-list/record-list-page';
import { recordCheckboxLabel, recordSelectionWords } from '../../../components/record-list/record-selection';
import { useRecordList } from '../../../components/record-list/use-record-list';
import type { TBulkDownload } from '../../../components/selection';
import { downloadExecutionExcel } from '../api/execution-excel';
import { EXECUTION_LISTS_KEY } from '../api/execution-keys';
import { EXECUTION_LIST_URL, executionListFilters, useExecutionList } from '../api/execution-list';
import { EXECUTION_COLUMNS } from './execution-columns';

const checkboxLabel = recordCheckboxLabel<TExecutionRow>((p) => p.title);
const WORDS = recordSelectionWords('masculine', EXECUTION_MSG);

/** The Excel of the execution status: the chosen projects, or every one the list's search and filters match. */
const DOWNLOADS: TBulkDownload[] = [
  { key: 'excel', label: L.excel, icon: <TableViewIcon />, allowed: true, download: downloadExecutionExcel, messages: { done: L.excelDone, failed: EXECUTION_MSG.excelFailed } },
];

/**
 * 'Proyectos en Ejecución' (execution.manage, issue 42): the record list of started projects, with
 * the stage's filters (call, faculty, state, En mora, % ejecutado…) and the list's state in the page
 * address, selection mode with the Excel of execution status, and 'Ejecución' opening a project's view.
 */
export default function ExecutionListPage() {
  const navigate = useNavigate();
  const page = useRecordList<TExecutionRow>(EXECUTION_LIST_URL, EXECUTION_LISTS_KEY, checkboxLabel);
  const { q, sort, filters } = page.listUrl;
  const list = useExecutionList({ page: page.listUrl.page, perPage: page.listUrl.perPage, q, sort, filters });
  const actions = useMemo<TRowAction[]>(
    () => [{ key: 'open', label: L.open, icon: <VisibilityIcon />, onClick: (row) => void navigate(executionViewPath(Number(row.id))) }],
    [navigate],
  );
  return (
    <RecordListPage
      title={EXECUTION_MSG.listTitle}
      state={page}
      list={list}
      columns={EXECUTION_COLUMNS}
      actions={actions}
      loadFailedMessage={EXECUTION_MSG.listFailed}
      bulk={{ scope: 'all', query: { q, filters: executionListFilters(filters) }, downloads: DOWNLOADS, words: WORDS }}
      filters={{ fields: EXECUTION_LIST_URL.fields }}
    />
  );
}
