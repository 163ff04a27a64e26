import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { GridColDef } from '@mui/x-data-grid';
import { ASSIGNMENT_STATES, PAGE_SIZES, shownDate, type TAssignmentState, type TMyEvaluationRow } from '@siiicca/shared';
import { textColumn, type TRowAction } from '../../../components/catalogue';
import { CatalogueTable } from '../../../components/catalogue/catalogue-table';
import { useListUrlState, usePageInRange, type TListUrlSpec } from '../../../components/filters';
import { useOpenRecord } from '../../../components/record-list/use-open-record';
import { myEvaluationsQuery } from '../api/reviews';
import { ReviewDialog } from './review-dialog';

/** The page, its size and the assignment state chosen live in the address, as every list's do. */
const URL_SPEC: TListUrlSpec = { fields: {}, sorts: [], pageSizes: PAGE_SIZES, defaultPerPage: 10, choices: { state: ASSIGNMENT_STATES } };

const dateOrUndefined = (iso: string | null) => (iso ? shownDate(iso) : 'Sin definir');

const COLUMNS: GridColDef[] = [
  textColumn('call', 'Convocatoria', { minWidth: 160, sortable: false }),
  textColumn('title', 'Proyecto', { minWidth: 220, sortable: false }),
  { field: 'deadline', headerName: 'Fecha Límite', width: 120, sortable: false, valueFormatter: (v) => dateOrUndefined(v as string | null) },
  {
    field: 'state',
    headerName: 'Asignación',
    width: 120,
    sortable: false,
    renderCell: ({ value }) => <Chip size="small" label={value as string} color={value === 'Aceptada' ? 'success' : 'default'} variant={value === 'Aceptada' ? 'filled' : 'outlined'} />,
  },
  {
    field: 'review_state',
    headerName: 'Evaluación',
    width: 120,
    sortable: false,
    renderCell: ({ value }) => <Chip size="small" label={value as string} color={value === 'Enviada' ? 'primary' : 'default'} variant={value === 'Enviada' ? 'filled' : 'outlined'} />,
  },
  {
    field: 'project_state',
    headerName: 'Estado del proyecto',
    width: 170,
    sortable: false,
    // A decided project says so: its assignment no longer waits for anything.
    renderCell: ({ value }) =>
      value === 'En evaluación' || value === 'Enviado' ? (
        <Chip size="small" label={value as string} variant="outlined" />
      ) : (
        <Chip size="small" label={`Decidido: ${value as string}`} color="secondary" />
      ),
  },
];

/**
 * Mis Evaluaciones (issue 28): the evaluator's assignments (a table, cards on a phone), filtered by
 * the assignment's state; one opens in the review dialog (`?view=<id>`: the address owns it).
 */
export default function MyEvaluationsPage() {
  const listUrl = useListUrlState(URL_SPEC);
  const { page, perPage, setPage, setChoice } = listUrl;
  const state = (listUrl.choices.state ?? '') as TAssignmentState | '';
  const list = useQuery(myEvaluationsQuery({ page, perPage, state }));
  usePageInRange(listUrl, list.isPlaceholderData ? undefined : list.data?.meta.total);
  const record = useOpenRecord();
  const { show } = record;
  const actions = useMemo<TRowAction[]>(
    () => [{ key: 'open', label: 'Abrir evaluación', icon: <RateReviewIcon />, onClick: (row) => show((row as TMyEvaluationRow).id, true) }],
    [show],
  );

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Mis Evaluaciones
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <TextField
          select
          size="small"
          label="Estado de la asignación"
          value={state}
          onChange={(e) => setChoice('state', e.target.value)}
          sx={{ minWidth: 220, mb: 2 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Todas</MenuItem>
          {ASSIGNMENT_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <CatalogueTable
          columns={COLUMNS}
          actions={actions}
          rows={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          loading={list.isFetching}
          page={page}
          perPage={perPage}
          sortModel={[]}
          onPage={(p, size) => setPage({ page: p, perPage: size })}
          onSort={() => {}}
          onRefresh={() => void list.refetch()}
          pageOfPages
          error={list.isError ? { message: 'No fue posible cargar sus evaluaciones', onRetry: () => void list.refetch() } : undefined}
        />
      </Paper>
      {record.open?.id != null && <ReviewDialog id={record.open.id} onClose={record.close} />}
    </Stack>
  );
}
