import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { MSG, PAGE_SIZES } from '@siiicca/shared';
import { apiDownload } from '../../lib/api-client';
import { ApiError, failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { CatalogueDialog } from './catalogue-dialog';
import { useDeleteCatalogueRow } from './catalogue-mutations';
import { CatalogueTable } from './catalogue-table';
import { ConfirmDialog } from './confirm-dialog';
import type { TCatalogueDef, TRow, TRowAction } from './types';
import { catalogueKey, useCatalogueList } from './use-catalogue-list';
import { SearchBox } from './search-box';
import { usePageInRange, useListUrlState, type TListUrlSpec } from '../filters';

/** A catalogue keeps its search, page, page size and sort in the page address, as every list does. */
const urlSpecOf = (def: TCatalogueDef): TListUrlSpec => ({
  fields: {},
  sorts: def.columns.filter((c) => c.sortable !== false).map((c) => c.field),
  pageSizes: PAGE_SIZES,
  defaultPerPage: 10,
});

/** The address's sort (a grid field, '-' for descending) as the API's sort key. */
const apiSort = (def: TCatalogueDef, sort: string | undefined) => {
  if (!sort) return def.defaultSort;
  const field = sort.replace(/^-/, '');
  return `${sort.startsWith('-') ? '-' : ''}${def.sortKeys?.[field] ?? field}`;
};

/** The one catalogue screen: search, table, create/edit dialog, delete confirmation and export. */
export function CataloguePage({ def }: { def: TCatalogueDef }) {
  const queryClient = useQueryClient();
  const spec = useMemo(() => urlSpecOf(def), [def]);
  const listUrl = useListUrlState(spec);
  const { search, setSearch, q, page, perPage, sortModel, setSortModel, setPage } = listUrl;
  const [dialog, setDialog] = useState<{ open: boolean; editing: TRow | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<TRow | null>(null);
  // One export at a time: a double click on 'Exportar' asked twice and, when it failed, said so twice.
  const [exporting, setExporting] = useState(false);

  const sort = apiSort(def, listUrl.sort);
  const list = useCatalogueList(def.path, { page, perPage, q, sort });
  // A bookmarked page past the end (rows deleted since) becomes the last page.
  usePageInRange(listUrl, list.isPlaceholderData ? undefined : list.data?.meta.total);
  const loadFailed = list.isError && !(list.error instanceof ApiError && list.error.handled);
  const loadMessage = def.messages?.load ?? (list.error as Error | null)?.message ?? MSG.serverError;
  useEffect(() => {
    if (loadFailed) notifyError(loadMessage);
  }, [loadFailed]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: catalogueKey(def.path) }), [queryClient, def.path]);
  const remove = useDeleteCatalogueRow(def.path);

  const actions = useMemo<TRowAction[]>(() => {
    if (def.readOnly) return def.rowActions ?? [];
    return [
      { key: 'edit', label: 'Editar', icon: <EditIcon />, onClick: (row) => setDialog({ open: true, editing: row }) },
      ...(def.rowActions ?? []),
      { key: 'delete', label: 'Eliminar', icon: <DeleteIcon color="error" />, onClick: (row) => setToDelete(row), visible: def.canDelete },
    ];
  }, [def.readOnly, def.rowActions, def.canDelete]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const res = await remove.mutateAsync(toDelete);
      notifySuccess(res?.message ?? MSG.deleted);
      // The last row of a later page gone: show the page before instead of an empty one.
      if ((list.data?.data.length ?? 0) <= 1 && page > 0) setPage((p) => ({ ...p, page: p.page - 1 }));
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof ApiError && err.status !== 500 ? err.message : MSG.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  const download = async () => {
    if (!def.export || exporting) return;
    setExporting(true);
    try {
      // What the box says now, even if the table's debounced search has not caught up yet.
      await apiDownload(def.export.path, def.export.fileName, { query: { q: search.trim() || undefined, sort } });
      notifySuccess(MSG.exportOk);
    } catch (err) {
      const message = failureMessage(err, MSG.exportFailed);
      if (message) notifyError(message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {def.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {def.toolbar?.({ refresh })}
          {def.export && (
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={download} disabled={exporting}>
              Exportar
            </Button>
          )}
          {!def.readOnly && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, editing: null })}>
              Nuevo
            </Button>
          )}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <SearchBox value={search} onChange={setSearch} />
        <CatalogueTable
          rows={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          loading={list.isFetching}
          columns={def.columns}
          page={page}
          perPage={perPage}
          sortModel={sortModel}
          actions={actions}
          onPage={(p, size) => setPage({ page: p, perPage: size })}
          onSort={setSortModel}
          onRefresh={refresh}
          // A failed load is not an empty list: the table says what failed and offers to try again.
          error={loadFailed ? { message: loadMessage, onRetry: () => void list.refetch() } : undefined}
        />
      </Paper>
      <CatalogueDialog
        def={def}
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDialog
        open={!!toDelete}
        text={`Se eliminará el registro "${String(toDelete?.name ?? toDelete?.title ?? toDelete?.description ?? toDelete?.id ?? '')}".`}
        busy={remove.isPending}
        onCancel={() => {
          setToDelete(null);
          notifyWarning(MSG.actionCancelled, 1000);
        }}
        onConfirm={confirmDelete}
      />
      {def.extras}
    </Stack>
  );
}
