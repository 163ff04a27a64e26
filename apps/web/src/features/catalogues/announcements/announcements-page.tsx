import { ANNOUNCEMENTS, CAT_MSG } from '@siiicca/shared';
import { CataloguePage, fromShared } from '../../../components/catalogue';
import { AttachedsField } from './attacheds-field';

/**
 * Calls (Convocatorias): a new call cannot start before today; the end may not come before the
 * start; the documents each project must attach are edited in the same dialog.
 */
const def = fromShared(ANNOUNCEMENTS, {
  fields: {
    fecha_inicio: { minToday: 'create' },
    fecha_fin: { minField: 'fecha_inicio', minMessage: CAT_MSG.endBeforeStart },
  },
  extraFields: [{ kind: 'custom', name: 'attacheds', render: ({ form }) => <AttachedsField form={form} /> }],
  defaults: { attacheds: [] },
});

export default function AnnouncementsPage() {
  return <CataloguePage def={def} />;
}
