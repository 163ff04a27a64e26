import { useState } from 'react';
import { Box, Button, Chip, Stack, TablePagination, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useQuery } from '@tanstack/react-query';
import type { TEvaluatorRow } from '@siiicca/shared';
import { SearchBox } from '../../../components/catalogue/search-box';
import { useListUrlState, usePageInRange, type TListUrlSpec } from '../../../components/filters';
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

/** The search, page and page size live in the address, as every list's do. */
const URL_SPEC: TListUrlSpec = { fields: {}, sorts: [], pageSizes: [10, 25, 50], defaultPerPage: 10 };

/**
 * Evaluadores (issue 28): the people with the Evaluador profile; add a lecturer, invite an external
 * evaluator, resend a pending invitation, take the profile away (evaluator-actions.tsx).
 */
export default function EvaluatorsPage() {
  const listUrl = useListUrlState(URL_SPEC);
  const { search, setSearch, q, page, perPage, setPage } = listUrl;
  const [dialog, setDialog] = useState<'lecturer' | 'invite' | null>(null);
  const list = useQuery(evaluatorListQuery({ page: page + 1, per_page: perPage, q }));
  usePageInRange(listUrl, list.isPlaceholderData ? undefined : list.data?.meta.total);
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
      <SearchBox value={search} onChange={setSearch} />
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
        onPageChange={(_e, next) => setPage({ page: next, perPage })}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...URL_SPEC.pageSizes]}
        onRowsPerPageChange={(e) => setPage({ page: 0, perPage: Number(e.target.value) })}
        labelRowsPerPage="Filas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
      />
      <AddLecturerDialog open={dialog === 'lecturer'} onClose={() => setDialog(null)} />
      <InviteDialog open={dialog === 'invite'} onClose={() => setDialog(null)} />
      {rowActions.dialog}
    </Box>
  );
}
