import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { canCreateStrategy, STRATEGY_API, STRATEGY_MSG, type TStrategyRow } from '@siiicca/shared';
import { CatalogueTable } from '../../../components/catalogue/catalogue-table';
import { FilterBar, PeriodSelect, useListUrlState, usePageInRange } from '../../../components/filters';
import { ApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { STRATEGY_LIST_URL, STRATEGY_LISTS_KEY, strategyListFilters, useStrategyList, type TStrategyScope } from '../api/strategy-list';
import { useStrategyPeriods } from '../api/strategy-periods';
import { DeleteStrategyDialog } from './delete-strategy-dialog';
import { HistoryDialog } from '../../../components/history-dialog';
import { STRATEGY_COLUMNS } from './strategy-columns';
import { useRowActions } from './use-row-actions';
import { SelectionToolbar, useSelection } from '../../../components/selection';
import { STRATEGY_BULK_DOWNLOADS, STRATEGY_SELECTION_WORDS, strategyCheckboxLabel } from './strategy-selection';
import { useStateActions } from './use-state-actions';
import { SearchBox } from '../../../components/catalogue/search-box';

const StrategyWizard = lazy(() => import('../wizard/strategy-wizard').then((m) => ({ default: m.StrategyWizard })));

const TITLES: Record<TStrategyScope, string> = { mine: 'Mis Estrategias', all: 'Todas las Estrategias' };

/** /my_strategies and /strategies: search, server-paged table or cards, and the wizard. */
export function StrategiesPage({ scope }: { scope: TStrategyScope }) {
  const session = useSession();
  const queryClient = useQueryClient();
  // Search, page, sort, filters and period live in the page address (bookmarks, reloads, back button).
  const listUrl = useListUrlState(STRATEGY_LIST_URL);
  const { search, setSearch, q, setPage, sortModel, setSortModel, filters, period } = listUrl;
  const page = { page: listUrl.page, perPage: listUrl.perPage };
  const periods = useStrategyPeriods();
  /** The wizard: closed (null), a new strategy (id null) or an existing one. */
  const [wizard, setWizard] = useState<{ id: number | null } | null>(null);
  const [toDelete, setToDelete] = useState<TStrategyRow | null>(null);
  const [historyOf, setHistoryOf] = useState<TStrategyRow | null>(null);

  const sort = listUrl.sort;
  const list = useStrategyList(scope, { page: page.page, perPage: page.perPage, q, sort, filters, period });
  usePageInRange(listUrl, list.isPlaceholderData || list.data?.meta.estimated ? undefined : list.data?.meta.total);
  const loadFailed = list.isError && !(list.error instanceof ApiError && list.error.handled);
  useEffect(() => {
    if (loadFailed) notifyError(STRATEGY_MSG.loadFailed);
  }, [loadFailed]);

  const activePeriodId = list.data?.meta.active_period_id ?? null;
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: STRATEGY_LISTS_KEY }), [queryClient]);
  const stateActions = useStateActions(refresh);
  const selection = useSelection(strategyCheckboxLabel);
  const handlers = useMemo(
    () => ({ open: (row: TStrategyRow) => setWizard({ id: row.id }), remove: setToDelete, history: setHistoryOf, ...stateActions.handlers }),
    [stateActions.handlers],
  );
  const actions = useRowActions(activePeriodId, session?.user.id, handlers, hasPermission(session, 'strategies.manage'));
  const canOwn = hasPermission(session, 'strategies.own');
  const bulkDownloads = useMemo(() => STRATEGY_BULK_DOWNLOADS(session), [session]);

  const create = () => {
    const allowed = canCreateStrategy({ activePeriodId });
    if (allowed.allowed) setWizard({ id: null });
    else notifyError(allowed.reason);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {TITLES[scope]}
        </Typography>
        <SelectionToolbar
          selection={selection}
          scope={scope}
          query={{ q, filters: strategyListFilters({ filters, period }) }}
          total={list.data?.meta.total ?? 0}
          downloads={bulkDownloads}
          words={STRATEGY_SELECTION_WORDS}
        >
          {canOwn && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={create} disabled={!list.data}>
              Nuevo
            </Button>
          )}
        </SelectionToolbar>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <SearchBox value={search} onChange={setSearch} />
        <FilterBar fields={STRATEGY_LIST_URL.fields} value={filters} onChange={listUrl.setFilters} onRefresh={refresh}>
          <PeriodSelect options={periods.periods} loading={periods.loading} value={period} onChange={listUrl.setPeriod} />
        </FilterBar>
        <CatalogueTable
          rows={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          loading={list.isFetching}
          columns={STRATEGY_COLUMNS}
          page={page.page}
          perPage={page.perPage}
          sortModel={sortModel}
          actions={actions}
          onPage={(p, perPage) => setPage({ page: perPage === page.perPage ? p : 0, perPage })}
          onSort={setSortModel}
          onRefresh={refresh}
          pageOfPages
          selection={selection.table}
          error={loadFailed ? { message: STRATEGY_MSG.loadFailed, onRetry: () => void list.refetch() } : undefined}
        />
      </Paper>
      <DeleteStrategyDialog
        strategy={toDelete}
        onClose={(deleted) => {
          setToDelete(null);
          if (!deleted) return;
          // The last row of a later page gone: show the page before instead of an empty one.
          if ((list.data?.data.length ?? 0) <= 1 && page.page > 0) setPage((p) => ({ ...p, page: p.page - 1 }));
          refresh();
        }}
      />
      <HistoryDialog record={historyOf} historyUrl={STRATEGY_API.history} onClose={() => setHistoryOf(null)} />
      {stateActions.dialogs}
      {wizard && (
        <Suspense fallback={null}>
          <StrategyWizard
            id={wizard.id}
            onClose={() => {
              setWizard(null);
              refresh();
            }}
            onChanged={refresh}
          />
        </Suspense>
      )}
    </Stack>
  );
}
