import { useCallback, useMemo, useState } from 'react';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import { ANNOUNCEMENTS, CAT_MSG, EXECUTION_MSG } from '@siiicca/shared';
import { CataloguePage, fromShared, type TCatalogueDef, type TRow } from '../../../components/catalogue';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { AttachedsField } from './attacheds-field';
import type { TCallRef } from './call-settings-dialog';
import { EvaluationDialog } from './evaluation/evaluation-dialog';
import { ExecutionDialog } from './execution/execution-dialog';

/**
 * Calls (Convocatorias): a new call cannot start before today; the end may not come before the
 * start; the documents each project must attach are edited in the same dialog. 'Evaluación' opens
 * how the call's projects are evaluated (issue 28): settings, criteria and the Excel of evaluations;
 * 'Ejecución' how its approved projects are executed (issue 42): duration, reports, budget maximum.
 */
const base = fromShared(ANNOUNCEMENTS, {
  fields: {
    fecha_inicio: { minToday: 'create' },
    fecha_fin: { minField: 'fecha_inicio', minMessage: CAT_MSG.endBeforeStart },
  },
  extraFields: [{ kind: 'custom', name: 'attacheds', render: ({ form }) => <AttachedsField form={form} /> }],
  defaults: { attacheds: [] },
});

type TOpen = { dialog: 'evaluation' | 'execution'; call: TCallRef };

export default function AnnouncementsPage() {
  const session = useSession();
  const canEvaluate = hasPermission(session, 'evaluations.manage');
  const canExecute = hasPermission(session, 'execution.manage');
  const [open, setOpen] = useState<TOpen | null>(null);
  const rowActions = useMemo<TCatalogueDef['rowActions']>(() => {
    const opens = (dialog: TOpen['dialog']) => (row: TRow) => setOpen({ dialog, call: { id: Number(row.id), name: String(row.name) } });
    return [
      { key: 'evaluation', label: 'Evaluación', icon: <FactCheckOutlinedIcon color="primary" />, onClick: opens('evaluation') },
      { key: 'execution', label: EXECUTION_MSG.settingsTitle, icon: <PlayCircleOutlinedIcon color="primary" />, onClick: opens('execution') },
    ];
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const callOf = (dialog: TOpen['dialog']) => (open?.dialog === dialog ? open.call : null);
  const extras = (
    <>
      <EvaluationDialog call={callOf('evaluation')} canSave={canEvaluate} onClose={close} />
      <ExecutionDialog call={callOf('execution')} canSave={canExecute} onClose={close} />
    </>
  );
  const def: TCatalogueDef = { ...base, rowActions, extras };
  return <CataloguePage def={def} />;
}
