import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { CatalogueTable } from '../catalogue/catalogue-table';
import { SearchBox } from '../catalogue/search-box';
import type { TListViewProps, TRow, TRowAction } from '../catalogue/types';
import { FilterBar, usePageInRange, type TFilterFields } from '../filters';
import { HistoryDialog } from '../history-dialog';
import { SelectionToolbar, type TBulkDownload, type TBulkMenu, type TListQuery, type TSelectionScope, type TSelectionWords } from '../selection';
import { ApiError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify';
import { DeleteRecordDialog, type TDeleteRecord } from './delete-record-dialog';
import type { TRecordListState } from './use-record-list';

type TListAnswer = { data: TRow[]; meta: { total: number; estimated?: boolean } };

type Props<Row extends TRow & { id: number }, Answer> = {
  title: string;
  /** The page's state (useRecordList): address, open record, selection, the rows asked about. */
  state: TRecordListState<Row>;
  list: UseQueryResult<TListAnswer>;
  columns: TListViewProps['columns'];
  /** The row actions: the type's rules, calling `state.askDelete`, `state.showHistory`, `state.record.show`. */
  actions: TRowAction[];
  /** Shown (once, and in place of the rows with 'Reintentar') when the list fails to load. */
  loadFailedMessage: string;
  /** 'Nuevo' (for whoever may create here), or nothing. */
  create?: { onClick: () => void; disabled?: boolean } | false;
  /** Selection mode and its bulk downloads, or none on this page. */
  bulk?: { scope: TSelectionScope; query: TListQuery; downloads: TBulkDownload[]; menus?: TBulkMenu[]; words: TSelectionWords } | false;
  /** The filter bar over the type's fields, with the list's own controls (a period selector); or none. */
  filters?: { fields: TFilterFields; controls?: ReactNode } | false;
  /** How a row is deleted, or nothing where the list deletes none (a stage's list of others' records). */
  remove?: TDeleteRecord<Row, Answer>;
  /** 'Historial': the record's history route and the name its dialog shows; or none. */
  history?: { url: (id: number) => string; name: (row: Row) => string };
  /** The record's form, loaded when the address opens one; `readOnly`: also for `?view=`. None where rows open elsewhere. */
  form?: { Component: ComponentType; readOnly: boolean };
  /** Under the header: a download's progress. */
  progress?: ReactNode;
  /** The type's own dialogs. */
  children?: ReactNode;
};

/**
 * A record list page (strategies, projects; evaluations next), configured by its record type:
 * title, 'Nuevo' and the selection toolbar, search box and filter bar, the server-paged table (cards
 * on phones) with the type's columns and row actions, and the dialogs every type has (delete,
 * history) beside its own, and its form. Search, page, sort, filters and the open record live in the
 * page address.
 */
export function RecordListPage<Row extends TRow & { id: number }, Answer>(props: Props<Row, Answer>) {
  const { title, state, list, columns, actions, loadFailedMessage, create, bulk, filters, remove, history, form, progress, children } = props;
  const { listUrl, record, selection, refresh } = state;
  usePageInRange(listUrl, list.isPlaceholderData || list.data?.meta.estimated ? undefined : list.data?.meta.total);
  const loadFailed = list.isError && !(list.error instanceof ApiError && list.error.handled);
  useEffect(() => {
    if (loadFailed) notifyError(loadFailedMessage);
  }, [loadFailed, loadFailedMessage]);
  const { setPage } = listUrl;
  const total = list.data?.meta.total ?? 0;

  const createButton = create && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={create.onClick} disabled={create.disabled}>
      Nuevo
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {bulk ? (
          <SelectionToolbar selection={selection} scope={bulk.scope} query={bulk.query} total={total} downloads={bulk.downloads} menus={bulk.menus} words={bulk.words}>
            {createButton}
          </SelectionToolbar>
        ) : (
          createButton
        )}
      </Stack>
      {progress}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <SearchBox value={listUrl.search} onChange={listUrl.setSearch} />
        {filters && (
          <FilterBar fields={filters.fields} value={listUrl.filters} onChange={listUrl.setFilters} onRefresh={refresh}>
            {filters.controls}
          </FilterBar>
        )}
        <CatalogueTable
          columns={columns}
          actions={actions}
          selection={selection.table}
          rows={list.data?.data ?? []}
          total={total}
          estimated={list.data?.meta.estimated}
          loading={list.isFetching}
          page={listUrl.page}
          perPage={listUrl.perPage}
          sortModel={listUrl.sortModel}
          onPage={(p, perPage) => setPage({ page: perPage === listUrl.perPage ? p : 0, perPage })}
          onSort={listUrl.setSortModel}
          onRefresh={refresh}
          pageOfPages
          error={loadFailed ? { message: loadFailedMessage, onRetry: () => void list.refetch() } : undefined}
        />
      </Paper>
      {remove && (
        <DeleteRecordDialog
          row={state.toDelete}
          remove={remove}
          onClose={(deleted) => {
            state.askDelete(null);
            // The delete reloads the lists: when the page's last row went, show the page before instead of an empty one.
            if (deleted && (list.data?.data.length ?? 0) <= 1 && listUrl.page > 0) listUrl.setPage((p) => ({ ...p, page: p.page - 1 }));
          }}
        />
      )}
      {history && (
        <HistoryDialog record={state.historyOf && { id: state.historyOf.id, name: history.name(state.historyOf) }} historyUrl={history.url} onClose={() => state.showHistory(null)} />
      )}
      {children}
      {form && record.open && (form.readOnly || !record.open.readOnly) && (
        <Suspense fallback={null}>
          <form.Component />
        </Suspense>
      )}
    </Stack>
  );
}
