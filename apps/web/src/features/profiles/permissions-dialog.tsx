import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TPermissionItem } from '@siiicca/shared';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { TRow } from '../../components/catalogue';
import { permissionsQuery, useSaveRolePermissions } from './api/role-permissions';

/** The Id column shows from the `sm` breakpoint up: on a phone the checkbox and the description need the width. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The checkbox table of every permission; the profile's set is saved in one go. */
export function PermissionsDialog({ role, onClose }: { role: TRow | null; onClose: (saved: boolean) => void }) {
  const all = useQuery({ ...permissionsQuery(), enabled: !!role });
  const permissions = Array.isArray(all.data) ? all.data : (all.data?.data ?? []);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const mutation = useSaveRolePermissions();
  const saving = mutation.isPending;
  // Each role opened starts from the permissions it has.
  const [checkedFor, setCheckedFor] = useState(role);
  if (checkedFor !== role) {
    setCheckedFor(role);
    if (role) setChecked(new Set((role.permissions as TPermissionItem[]).map((p) => p.id)));
  }

  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChecked = permissions.length > 0 && permissions.every((p) => checked.has(p.id));

  const save = async () => {
    if (!role) return;
    try {
      const res = await mutation.mutateAsync({ roleId: role.id, permissions: [...checked] });
      notifySuccess(res.message);
      onClose(true);
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError((err as Error).message);
    }
  };

  return (
    <Dialog open={!!role} fullWidth maxWidth="md" aria-labelledby="permissions-title" onClose={(_e, reason) => reason !== 'backdropClick' && onClose(false)}>
      <DialogTitle id="permissions-title">Permisos del perfil {String(role?.name ?? '')}</DialogTitle>
      <DialogContent dividers>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChecked}
                  indeterminate={!allChecked && checked.size > 0}
                  onChange={() => setChecked(allChecked ? new Set() : new Set(permissions.map((p) => p.id)))}
                  slotProps={{ input: { 'aria-label': 'Seleccionar todos' } }}
                />
              </TableCell>
              <TableCell sx={wideOnly}>Id</TableCell>
              <TableCell>Descripción</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {permissions.map((p) => (
              <TableRow key={p.id} hover onClick={() => toggle(p.id)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox checked={checked.has(p.id)} slotProps={{ input: { 'aria-label': p.description } }} />
                </TableCell>
                <TableCell sx={{ ...wideOnly, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{p.id}</TableCell>
                <TableCell>
                  {p.description}
                  {/* On a phone the id goes under its description instead of taking a column of its own. */}
                  <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {p.id}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving || all.isLoading}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
