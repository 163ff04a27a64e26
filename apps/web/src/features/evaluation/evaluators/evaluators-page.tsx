import { useState } from 'react';
import { Box, Button, Chip, Stack, TablePagination, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useQuery } from '@tanstack/react-query';
import type { TEvaluatorRow } from '@siiicca/shared';
import { SearchBox } from '../../../components/catalogue/search-box';
import { useDebounced } from '../../../components/catalogue/use-debounced';
import { LocalTable, type TLocalColumn } from '../../../components/subforms/local-table';
import { evaluatorListQuery } from '../api/assignments';
import { AddLecturerDialog } from './add-lecturer-dialog';
import { useEvaluatorActions } from './evaluator-actions';
import { InviteDialog } from './invite-dialog';

const COLUMNS: TLocalColumn<TEvaluatorRow>[] = [
  { key: 'name', header: 'Nombre', render: (r) => r.name },
  { key: 'email', header: 'Correo', render: (r) => r.email },
  { key: 'kind', header: 'Tipo', render: (r) => r.kind },
  { key: 'open', header: 'Asignaciones abiertas', render: (r) => r.open_assignments },
  {
    key: 'state',
    header: 'Estado',
    render: (r) =>
      !r.active ? <Chip size="small" label="Inactivo" /> : r.pending_password ? <Chip size="small" color="warning" label="Invitación pendiente" /> : <Chip size="small" color="success" label="Activo" />,
  },
];

/**
 * Evaluadores (issue 28): the people with the Evaluador profile; add a lecturer, invite an external
 * evaluator, resend a pending invitation, take the profile away (evaluator-actions.tsx).
 */
export default function EvaluatorsPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [dialog, setDialog] = useState<'lecturer' | 'invite' | null>(null);
  const q = useDebounced(text, 300);
  const list = useQuery(evaluatorListQuery({ page: page + 1, per_page: perPage, q }));
  const rowActions = useEvaluatorActions();
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h1" variant="h5">
          Evaluadores
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setDialog('lecturer')}>
            Agregar docente
          </Button>
          <Button variant="contained" startIcon={<ForwardToInboxIcon />} onClick={() => setDialog('invite')}>
            Invitar evaluador externo
          </Button>
        </Stack>
      </Stack>
      <SearchBox
        value={text}
        onChange={(v) => {
          setText(v);
          setPage(0);
        }}
      />
      {list.isError ? (
        <Typography role="alert" color="error">
          {(list.error as Error).message}
        </Typography>
      ) : (
        <LocalTable label="Evaluadores" rows={list.data?.data ?? []} rowKey={(r) => r.id} columns={COLUMNS} actions={rowActions.actions} emptyText={list.isPending ? 'Cargando…' : 'No hay evaluadores'} />
      )}
      <TablePagination
        component="div"
        count={list.data?.meta.total ?? 0}
        page={page}
        onPageChange={(_e, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50]}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Filas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
      />
      <AddLecturerDialog open={dialog === 'lecturer'} onClose={() => setDialog(null)} />
      <InviteDialog open={dialog === 'invite'} onClose={() => setDialog(null)} />
      {rowActions.dialog}
    </Box>
  );
}
