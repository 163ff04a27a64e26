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
      {
        field: 'requires_second_factor',
        headerName: 'Exige segundo factor',
        width: 170,
        sortable: false,
        valueFormatter: (value: boolean) => (value ? 'Sí' : 'No'),
      },
    ],
    schema: ZRoleSchema,
    defaults: { name: '', description: '', requires_second_factor: false },
    toForm: (row) => ({ name: row.name, description: row.description, requires_second_factor: Boolean(row.requires_second_factor) }),
    fields: [
      { kind: 'text', name: 'name', label: 'Nombre', required: true, maxLength: 100 },
      { kind: 'textarea', name: 'description', label: 'Descripción', required: true, maxLength: 255 },
      // Issue 43: its users with a product password enrol a second factor before anything else (SAC accounts are exempt).
      { kind: 'switch', name: 'requires_second_factor', label: 'Exige segundo factor' },
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
