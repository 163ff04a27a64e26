import { useMemo, useState } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { SECTIONALS } from '@siiicca/shared';
import { CataloguePage, fromShared, type TCatalogueDef, type TRow } from '../../../components/catalogue';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { RelationshipsDialog } from './relationships-dialog';

const base = fromShared(SECTIONALS);

/** Sectionals and campuses; the row action 'Relaciones' edits the divisions, faculties and programs each offers. */
export default function SectionalsPage() {
  const session = useSession();
  const [sectional, setSectional] = useState<TRow | null>(null);
  const canRelate = hasPermission(session, 'sectionals.relationships');
  const rowActions = useMemo<TCatalogueDef['rowActions']>(
    () =>
      canRelate
        ? [{ key: 'relationships', label: 'Relaciones', icon: <AccountTreeIcon color="primary" />, onClick: (row) => setSectional(row) }]
        : [],
    [canRelate],
  );
  const def: TCatalogueDef = { ...base, rowActions, extras: <RelationshipsDialog sectional={sectional} onClose={() => setSectional(null)} /> };
  return <CataloguePage def={def} />;
}
