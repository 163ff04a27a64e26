import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useQuery } from '@tanstack/react-query';
import { RESEARCHER_MSG, researcherProfilePath, type TResearcherRow } from '@siiicca/shared';
import { pageOfPagesLabel } from '../../../components/catalogue/page-label';
import { SearchBox } from '../../../components/catalogue/search-box';
import { useListUrlState, usePageInRange, type TListUrlSpec } from '../../../components/filters';
import { LocalTable, type TLocalAction, type TLocalColumn } from '../../../components/subforms/local-table';
import { researchersQuery } from './api/researchers';

const COLUMNS: TLocalColumn<TResearcherRow>[] = [
  { key: 'name', header: 'Nombre', render: (r) => r.name },
  { key: 'email', header: 'Correo', render: (r) => r.email },
  { key: 'identity', header: 'Identificación', render: (r) => r.identity ?? '—', nowrap: true },
  { key: 'projects', header: 'Proyectos', render: (r) => r.projects, nowrap: true },
  { key: 'strategies', header: 'Estrategias', render: (r) => r.strategies, nowrap: true },
];

/** The search and the page live in the address. */
const URL_SPEC: TListUrlSpec = { fields: {}, sorts: [], pageSizes: [10, 25, 50], defaultPerPage: 10 };

/** 'Investigadores' (researchers.read): the accounts that own or appear in records, searched and paged by the server; each opens its profile. */
export default function ResearchersPage() {
  const navigate = useNavigate();
  const listUrl = useListUrlState(URL_SPEC);
  const { search, setSearch, q, page, perPage, setPage } = listUrl;
  const list = useQuery(researchersQuery({ q: q || undefined, page: page + 1, per_page: perPage }));
  // An estimated total may be short of the real end: only an exact one moves a page past it back (as every record list).
  const estimated = list.data?.meta.estimated === true;
  usePageInRange(listUrl, list.isPlaceholderData || estimated ? undefined : list.data?.meta.total);
  const actions: TLocalAction<TResearcherRow>[] = [
    { key: 'open', label: (r) => `Ver perfil de ${r.name}`, icon: () => <VisibilityIcon />, onClick: (r) => void navigate(researcherProfilePath(r.id)) },
  ];
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {RESEARCHER_MSG.listTitle}
      </Typography>
      <SearchBox value={search} onChange={setSearch} />
      {list.isError ? (
        <Typography role="alert" color="error">
          {(list.error as Error).message}
        </Typography>
      ) : (
        <LocalTable label={RESEARCHER_MSG.listTitle} rows={list.data?.data ?? []} rowKey={(r) => r.id} columns={COLUMNS} actions={actions} emptyText={list.isPending ? 'Cargando…' : 'No hay investigadores que coincidan con la búsqueda'} />
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
        labelDisplayedRows={({ page: shown, count }) => pageOfPagesLabel(shown, perPage, count, estimated)}
      />
    </Box>
  );
}
