import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CatalogueTable } from '../catalogue/catalogue-table';
import { SearchBox } from '../catalogue/search-box';
import type { TListViewProps, TRow } from '../catalogue/types';
import { usePageInRange, type useListUrlState } from '../filters';
import { ApiError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify';

export type TListUrl = ReturnType<typeof useListUrlState>;
type TListAnswer = { data: TRow[]; meta: { total: number; estimated?: boolean } };

type Props = {
  title: string;
  /** Right of the title: 'Nuevo', or the selection toolbar. */
  toolbar: ReactNode;
  listUrl: TListUrl;
  list: UseQueryResult<TListAnswer>;
  table: Pick<TListViewProps, 'columns' | 'actions' | 'selection'>;
  /** Shown (once, and in place of the rows with 'Reintentar') when the list fails to load. */
  loadFailedMessage: string;
  refresh: () => void;
  /** Under the header: a download's progress. */
  progress?: ReactNode;
  /** Under the search box: the filter bar. */
  filterBar?: ReactNode;
  /** The page's dialogs and forms. */
  children?: ReactNode;
};

/**
 * The body of a record list (strategies, projects): title and toolbar, search box, filter bar and
 * the server-paged table (cards on phones), with search, page, sort and filters in the page address.
 */
export function RecordListPage({ title, toolbar, listUrl, list, table, loadFailedMessage, refresh, progress, filterBar, children }: Props) {
  usePageInRange(listUrl, list.isPlaceholderData || list.data?.meta.estimated ? undefined : list.data?.meta.total);
  const loadFailed = list.isError && !(list.error instanceof ApiError && list.error.handled);
  useEffect(() => {
    if (loadFailed) notifyError(loadFailedMessage);
  }, [loadFailed, loadFailedMessage]);
  const { setPage } = listUrl;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {toolbar}
      </Stack>
      {progress}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <SearchBox value={listUrl.search} onChange={listUrl.setSearch} />
        {filterBar}
        <CatalogueTable
          {...table}
          rows={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
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
      {children}
    </Stack>
  );
}

/** After a delete (its mutation reloads the lists): when the page's last row went, show the page before instead of an empty one. */
export function afterRowDeleted(listUrl: TListUrl, rowsOnPage: number) {
  if (rowsOnPage <= 1 && listUrl.page > 0) listUrl.setPage((p) => ({ ...p, page: p.page - 1 }));
}
