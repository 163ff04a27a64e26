import { useMemo, useState } from 'react';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { ANNOUNCEMENTS, CAT_MSG } from '@siiicca/shared';
import { CataloguePage, fromShared, type TCatalogueDef, type TRow } from '../../../components/catalogue';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { AttachedsField } from './attacheds-field';
import { EvaluationDialog, type TEvaluationCall } from './evaluation/evaluation-dialog';

/**
 * Calls (Convocatorias): a new call cannot start before today; the end may not come before the
 * start; the documents each project must attach are edited in the same dialog. 'Evaluación' opens
 * how the call's projects are evaluated (issue 28): settings, criteria and the Excel of evaluations.
 */
const base = fromShared(ANNOUNCEMENTS, {
  fields: {
    fecha_inicio: { minToday: 'create' },
    fecha_fin: { minField: 'fecha_inicio', minMessage: CAT_MSG.endBeforeStart },
  },
  extraFields: [{ kind: 'custom', name: 'attacheds', render: ({ form }) => <AttachedsField form={form} /> }],
  defaults: { attacheds: [] },
});

export default function AnnouncementsPage() {
  const session = useSession();
  const canSave = hasPermission(session, 'evaluations.manage');
  const [call, setCall] = useState<TEvaluationCall | null>(null);
  const rowActions = useMemo<TCatalogueDef['rowActions']>(
    () => [
      {
        key: 'evaluation',
        label: 'Evaluación',
        icon: <FactCheckOutlinedIcon color="primary" />,
        onClick: (row: TRow) => setCall({ id: Number(row.id), name: String(row.name) }),
      },
    ],
    [],
  );
  const def: TCatalogueDef = { ...base, rowActions, extras: <EvaluationDialog call={call} canSave={canSave} onClose={() => setCall(null)} /> };
  return <CataloguePage def={def} />;
}
