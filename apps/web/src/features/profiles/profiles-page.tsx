import { useState } from 'react';
import KeyIcon from '@mui/icons-material/Key';
import { ZRoleSchema } from '@siiicca/shared';
import { CataloguePage, idColumn, textColumn, type TCatalogueDef, type TRow } from '../../components/catalogue';
import { ROLES_API } from './api/role-permissions';
import { PermissionsDialog } from './permissions-dialog';

export default function ProfilesPage() {
  const [editing, setEditing] = useState<TRow | null>(null);
  const def: TCatalogueDef = {
    title: 'Perfiles',
    path: ROLES_API,
    defaultSort: 'name',
    columns: [
      idColumn,
      textColumn('name', 'Nombre'),
      textColumn('description', 'Descripción', { flex: 2 }),
      {
        field: 'permissions',
        headerName: 'Permisos',
        width: 120,
        sortable: false,
        valueFormatter: (value: unknown[]) => `${value?.length ?? 0} permisos`,
      },
    ],
    schema: ZRoleSchema,
    defaults: { name: '', description: '' },
    toForm: (row) => ({ name: row.name, description: row.description }),
    fields: [
      { kind: 'text', name: 'name', label: 'Nombre', required: true, maxLength: 100 },
      { kind: 'textarea', name: 'description', label: 'Descripción', required: true, maxLength: 255 },
    ],
    messages: { save: 'Ha Ocurrido un Error al guardar el Usuario' },
    canDelete: (row) => row.key !== 'admin',
    rowActions: [{ key: 'permissions', label: 'Permisos', icon: <KeyIcon color="primary" />, onClick: (row) => setEditing(row) }],
    extras: (
      <PermissionsDialog
        role={editing}
        // A save reloads the profiles itself (its mutation).
        onClose={() => setEditing(null)}
      />
    ),
  };
  return <CataloguePage def={def} />;
}
