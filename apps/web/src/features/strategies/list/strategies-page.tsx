import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { canCreateStrategy, STRATEGY_API, STRATEGY_MSG, type TStrategyRow } from '@siiicca/shared';
import { FilterBar, PeriodSelect, useListUrlState } from '../../../components/filters';
import { notifyError } from '../../../lib/notify';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { STRATEGY_LIST_URL, STRATEGY_LISTS_KEY, strategyListFilters, useStrategyList, type TStrategyScope } from '../api/strategy-list';
import { useStrategyPeriods } from '../api/strategy-periods';
import { DeleteStrategyDialog } from './delete-strategy-dialog';
import { HistoryDialog } from '../../../components/history-dialog';
import { afterRowDeleted, RecordListPage } from '../../../components/record-list/record-list-page';
import { useOpenRecord } from '../../../components/record-list/use-open-record';
import { STRATEGY_COLUMNS } from './strategy-columns';
import { useRowActions } from './use-row-actions';
import { SelectionToolbar, useSelection } from '../../../components/selection';
import { STRATEGY_BULK_DOWNLOADS, STRATEGY_SELECTION_WORDS, strategyCheckboxLabel } from './strategy-selection';
import { useStateActions } from './use-state-actions';

const StrategyWizard = lazy(() => import('../wizard/strategy-wizard').then((m) => ({ default: m.StrategyWizard })));

const TITLES: Record<TStrategyScope, string> = { mine: 'Mis Estrategias', all: 'Todas las Estrategias' };

/** /my_strategies and /strategies: search, server-paged table or cards, and the wizard. */
export function StrategiesPage({ scope }: { scope: TStrategyScope }) {
  const session = useSession();
  const queryClient = useQueryClient();
  // Search, page, sort, filters and period live in the page address (bookmarks, reloads, back button).
  const listUrl = useListUrlState(STRATEGY_LIST_URL);
  const { q, filters, period } = listUrl;
  const periods = useStrategyPeriods();
  /** The wizard: closed, a new strategy or an existing one, as the page address says. */
  const wizard = useOpenRecord();
  const openWizard = wizard.show;
  const [toDelete, setToDelete] = useState<TStrategyRow | null>(null);
  const [historyOf, setHistoryOf] = useState<TStrategyRow | null>(null);

  const list = useStrategyList(scope, { page: listUrl.page, perPage: listUrl.perPage, q, sort: listUrl.sort, filters, period });

  const activePeriodId = list.data?.meta.active_period_id ?? null;
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: STRATEGY_LISTS_KEY }), [queryClient]);
  const stateActions = useStateActions();
  const selection = useSelection(strategyCheckboxLabel);
  const handlers = useMemo(
    () => ({ open: (row: TStrategyRow) => openWizard(row.id), remove: setToDelete, history: setHistoryOf, ...stateActions.handlers }),
    [stateActions.handlers, openWizard],
  );
  const actions = useRowActions(activePeriodId, session?.user.id, handlers, hasPermission(session, 'strategies.manage'));
  const canOwn = hasPermission(session, 'strategies.own');
  const bulkDownloads = useMemo(() => STRATEGY_BULK_DOWNLOADS(session), [session]);

  const create = () => {
    const allowed = canCreateStrategy({ activePeriodId });
    if (allowed.allowed) openWizard(null);
    else notifyError(allowed.reason);
  };

  return (
    <RecordListPage
      title={TITLES[scope]}
      toolbar={
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
      }
      listUrl={listUrl}
      list={list}
      table={{ columns: STRATEGY_COLUMNS, actions, selection: selection.table }}
      loadFailedMessage={STRATEGY_MSG.loadFailed}
      refresh={refresh}
      filterBar={
        <FilterBar fields={STRATEGY_LIST_URL.fields} value={filters} onChange={listUrl.setFilters} onRefresh={refresh}>
          <PeriodSelect options={periods.periods} loading={periods.loading} value={period} onChange={listUrl.setPeriod} />
        </FilterBar>
      }
    >
      <DeleteStrategyDialog
        strategy={toDelete}
        onClose={(deleted) => {
          setToDelete(null);
          if (deleted) afterRowDeleted(listUrl, list.data?.data.length ?? 0);
        }}
      />
      <HistoryDialog record={historyOf} historyUrl={STRATEGY_API.history} onClose={() => setHistoryOf(null)} />
      {stateActions.dialogs}
      {wizard.open && !wizard.open.readOnly && (
        <Suspense fallback={null}>
          <StrategyWizard />
        </Suspense>
      )}
    </RecordListPage>
  );
}
