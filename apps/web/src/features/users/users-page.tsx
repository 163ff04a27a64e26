import { LIMITS, maxLengthOf, USER_MSG, ZUserSchema, ZUserUpdateSchema, type TUserResponse } from '@siiicca/shared';

/** A field's limit as the shared rule states it (never a second copy here). */
const limit = (field: keyof typeof ZUserSchema.shape) => maxLengthOf(ZUserSchema.shape[field]);
import { useState } from 'react';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { activeColumn, CataloguePage, chipsColumn, idColumn, textColumn, type TCatalogueDef, type TRow } from '../../components/catalogue';
import { useSession } from '../../lib/session-store';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';

const option = (r: { id: number; name: string }) => ({ value: r.id, label: r.name });

const baseDef: TCatalogueDef = {
  title: 'Usuarios',
  path: '/api/users/users',
  defaultSort: 'name',
  columns: [
    idColumn,
    // People's names and addresses are the long columns; they get the room.
    textColumn('name', 'Nombre', { flex: 1.6, minWidth: 180 }),
    textColumn('email', 'Correo', { flex: 1.4, minWidth: 170 }),
    textColumn('identity', 'Identificación', { flex: 0, width: 130 }),
    textColumn('sectional', 'Seccional', { sortable: false, valueGetter: (v: TUserResponse['sectional']) => v?.name ?? '' }),
    chipsColumn('roles', 'Perfiles'),
    activeColumn(),
  ],
  // Create needs a password for adm accounts; edit keeps the current one when left empty.
  schema: ZUserSchema,
  editSchema: ZUserUpdateSchema,
  defaults: { name: '', email: '', identity: '', id_sectional: '', roles: [], active: true, account_type: 'sac', password: '' },
  toForm: (row) => {
    const u = row as unknown as TUserResponse;
    return { ...u, id_sectional: u.id_sectional ?? '', roles: u.role_ids, password: '' };
  },
  toPayload: (v) => ({ ...v, password: v.account_type === 'adm' && v.password ? v.password : undefined }),
  fields: [
    { kind: 'text', name: 'name', label: 'Nombre', required: true, maxLength: limit('name') },
    { kind: 'email', name: 'email', label: 'Correo Electrónico', required: true, maxLength: limit('email') },
    { kind: 'digits', name: 'identity', label: 'Identificación', required: true, maxLength: limit('identity') },
    {
      kind: 'select',
      name: 'id_sectional',
      label: 'Seccional',
      required: true,
      options: [],
      load: { path: ({ editing }) => `/api/users/sectional-options${editing ? `?user_id=${editing.id}` : ''}`, map: option },
    },
    { kind: 'select', name: 'roles', label: 'Perfiles', multiple: true, options: [], load: { path: '/api/users/role-options', map: option } },
    {
      kind: 'select',
      name: 'account_type',
      label: 'Tipo de Cuenta',
      required: true,
      options: [
        { value: 'sac', label: 'SAC (sistema académico)' },
        { value: 'adm', label: 'Admon (contraseña propia)' },
      ],
    },
    {
      kind: 'password',
      name: 'password',
      label: 'Contraseña',
      maxLength: LIMITS.passwordMax,
      helperText: 'Mínimo 8 caracteres. Al editar, déjela vacía para conservar la actual.',
      visible: (v) => v.account_type === 'adm',
    },
    { kind: 'switch', name: 'active', label: 'Activo' },
  ],
  messages: { save: USER_MSG.saveFailed },
};

export default function UsersPage() {
  const [resetting, setResetting] = useState<TRow | null>(null);
  const me = useSession()?.user.id;
  const def: TCatalogueDef = {
    ...baseDef,
    // Another adm user's second factors (issue 43); one's own is removed with a code from 'Seguridad de la cuenta'.
    rowActions: [
      {
        key: 'reset-second-factor',
        label: 'Restablecer segundo factor',
        icon: <PhonelinkEraseIcon color="primary" />,
        visible: (row) => row.account_type === 'adm' && row.id !== me,
        onClick: (row) => setResetting(row),
      },
    ],
    extras: <ResetSecondFactorDialog user={resetting} onClose={() => setResetting(null)} />,
  };
  return <CataloguePage def={def} />;
}
