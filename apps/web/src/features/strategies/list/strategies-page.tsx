import { lazy, useMemo } from 'react';
import { canCreateStrategy, STRATEGY_API, STRATEGY_MSG, strategyAction, type TStrategyDetail, type TStrategyRow } from '@siiicca/shared';
import { PeriodSelect } from '../../../components/filters';
import { RecordListPage } from '../../../components/record-list/record-list-page';
import { useEditGuard } from '../../../components/record-list/use-edit-guard';
import { useRecordList } from '../../../components/record-list/use-record-list';
import { notifyError } from '../../../lib/notify';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { strategyDetailQuery } from '../api/strategy-detail';
import { useDeleteStrategy } from '../api/strategy-mutations';
import { STRATEGY_LIST_URL, STRATEGY_LISTS_KEY, strategyListFilters, useStrategyList, type TStrategyScope } from '../api/strategy-list';
import { useStrategyPeriods } from '../api/strategy-periods';
import { STRATEGY_COLUMNS } from './strategy-columns';
import { STRATEGY_BULK_DOWNLOADS, STRATEGY_SELECTION_WORDS, strategyCheckboxLabel } from './strategy-selection';
import { useRowActions } from './use-row-actions';
import { useStateActions } from './use-state-actions';

const StrategyWizard = lazy(() => import('../wizard/strategy-wizard').then((m) => ({ default: m.StrategyWizard })));

const TITLES: Record<TStrategyScope, string> = { mine: 'Mis Estrategias', all: 'Todas las Estrategias' };

/** /my_strategies and /strategies: the record list of strategies (filters with the period), and the wizard. */
export function StrategiesPage({ scope }: { scope: TStrategyScope }) {
  const session = useSession();
  const page = useRecordList<TStrategyRow>(STRATEGY_LIST_URL, STRATEGY_LISTS_KEY, strategyCheckboxLabel);
  const { listUrl, record, askDelete, showHistory } = page;
  const { q, filters, period } = listUrl;
  const periods = useStrategyPeriods();
  const list = useStrategyList(scope, { page: listUrl.page, perPage: listUrl.perPage, q, sort: listUrl.sort, filters, period });
  const remove = useDeleteStrategy();

  const activePeriodId = list.data?.meta.active_period_id ?? null;
  const stateActions = useStateActions();
  const openWizard = record.show;
  // '?edit=<id>' of a strategy that is not Activo in the active period: the row's reason, and back to the list.
  const editRefusal = (s: TStrategyDetail) => {
    if (!list.data) return null;
    const allowed = strategyAction('edit', { state: s.state, period_id: s.period?.id ?? null, expiration_date: null }, { activePeriodId });
    return allowed.allowed ? null : allowed.reason;
  };
  useEditGuard(record.open, record.close, strategyDetailQuery, editRefusal);
  const handlers = useMemo(
    () => ({ open: (row: TStrategyRow) => openWizard(row.id), remove: askDelete, history: showHistory, ...stateActions.handlers }),
    [stateActions.handlers, openWizard, askDelete, showHistory],
  );
  const actions = useRowActions(activePeriodId, session?.user.id, handlers, hasPermission(session, 'strategies.manage'));
  const bulkDownloads = useMemo(() => STRATEGY_BULK_DOWNLOADS(session), [session]);

  const create = () => {
    const allowed = canCreateStrategy({ activePeriodId });
    if (allowed.allowed) openWizard(null);
    else notifyError(allowed.reason);
  };

  return (
    <RecordListPage
      title={TITLES[scope]}
      state={page}
      list={list}
      columns={STRATEGY_COLUMNS}
      actions={actions}
      loadFailedMessage={STRATEGY_MSG.loadFailed}
      create={hasPermission(session, 'strategies.own') && { onClick: create, disabled: !list.data }}
      bulk={{ scope, query: { q, filters: strategyListFilters({ filters, period }) }, downloads: bulkDownloads, words: STRATEGY_SELECTION_WORDS }}
      filters={{
        fields: STRATEGY_LIST_URL.fields,
        controls: <PeriodSelect options={periods.periods} loading={periods.loading} value={period} onChange={listUrl.setPeriod} />,
      }}
      remove={{
        mutation: remove,
        text: (s) => `Se eliminará la estrategia "${s?.name || (s?.state === 'Borrador' ? 'borrador sin nombre' : '')}" (Id ${s?.id ?? ''}).`,
        deleted: () => STRATEGY_MSG.deleted,
      }}
      history={{ url: STRATEGY_API.history, name: (s) => s.name }}
      form={{ Component: StrategyWizard, readOnly: false }}
    >
      {stateActions.dialogs}
    </RecordListPage>
  );
}
