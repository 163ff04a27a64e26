import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_MSG, AUDIT_USER_MAX, SECURITY_EVENT_IDS, SECURITY_EVENTS, type TAuditFilters, type TSecurityEvent, type TSecurityEventRow } from '@siiicca/shared';
import { useListUrlState, usePageInRange, type TListUrlSpec } from '../../components/filters';
import { LocalTable, type TLocalColumn } from '../../components/subforms/local-table';
import { useDownload } from '../../lib/use-download';
import { auditListQuery, downloadAudit } from './api/audit';

const shownAt = (iso: string) => new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

const COLUMNS: TLocalColumn<TSecurityEventRow>[] = [
  { key: 'at', header: 'Fecha', render: (r) => shownAt(r.occurred_at), nowrap: true },
  { key: 'event', header: 'Evento', render: (r) => r.event_label },
  { key: 'actor', header: 'Quién', render: (r) => r.actor ?? (r.login ? `${r.login} (escrito)` : '—') },
  { key: 'subject', header: 'De quién', render: (r) => r.subject ?? '—' },
  { key: 'ip', header: 'Dirección', render: (r) => r.ip ?? '—', nowrap: true },
  { key: 'detail', header: 'Detalle', render: (r) => r.detail || '—' },
];

/** A calendar day of the filters, typed as DD/MM/YYYY or chosen from the calendar; '' while empty or not a date. */
function DayField(p: { label: string; value: string; onChange: (day: string) => void; error?: string }) {
  return (
    <DatePicker
      label={p.label}
      value={p.value ? dayjs(p.value) : null}
      onChange={(d) => p.onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
      format="DD/MM/YYYY"
      slotProps={{ textField: { fullWidth: true, error: !!p.error, helperText: p.error }, field: { clearable: true } }}
    />
  );
}

/** The user filter's text, the page and its size live in the address; so does the event. */
const URL_SPEC: TListUrlSpec = { fields: {}, sorts: [], pageSizes: [20, 50, 100], defaultPerPage: 20, choices: { event: SECURITY_EVENT_IDS } };

/**
 * Auditoría (issue 43, docs/security-audit.md): the security audit trail newest first, filtered by
 * user (login, e-mail or part of a name: what they did and what concerned them), event and calendar
 * days, and its Excel export of the same filters (itself a line of the trail).
 */
export default function AuditPage() {
  const listUrl = useListUrlState(URL_SPEC);
  const { search, setSearch, q, page, perPage, setPage, choices, setChoice } = listUrl;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const inverted = from !== '' && to !== '' && from > to;
  const filters: TAuditFilters = { user: q || undefined, event: choices.event as TSecurityEvent | undefined, from: from || undefined, to: inverted ? undefined : to || undefined };
  const list = useQuery(auditListQuery({ ...filters, page: page + 1, per_page: perPage }));
  usePageInRange(listUrl, list.isPlaceholderData ? undefined : list.data?.meta.total);
  const download = useDownload();
  const resetPage = () => setPage({ page: 0, perPage });
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h1" variant="h5">
          {AUDIT_MSG.title}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={download.busy || inverted}
          onClick={() => void download.run((onProgress) => downloadAudit(filters, onProgress), { done: 'Auditoría exportada', failed: AUDIT_MSG.exportFailed })}
        >
          Exportar a Excel
        </Button>
      </Stack>
      <Box component="form" role="search" aria-label="Filtros de la auditoría" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(12rem, 1fr) minmax(12rem, 1fr)' } }}>
        <TextField label="Usuario" value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { maxLength: AUDIT_USER_MAX } }} helperText="Usuario, correo o parte del nombre" />
        <TextField select label="Evento" value={choices.event ?? ''} onChange={(e) => setChoice('event', e.target.value)}>
          <MenuItem value="">Todos los eventos</MenuItem>
          {SECURITY_EVENT_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {SECURITY_EVENTS[id]}
            </MenuItem>
          ))}
        </TextField>
        <DayField
          label="Desde"
          value={from}
          onChange={(day) => {
            setFrom(day);
            resetPage();
          }}
        />
        <DayField
          label="Hasta"
          value={to}
          onChange={(day) => {
            setTo(day);
            resetPage();
          }}
          error={inverted ? AUDIT_MSG.rangeInverted : undefined}
        />
      </Box>
      {list.isError ? (
        <Typography role="alert" color="error">
          {(list.error as Error).message}
        </Typography>
      ) : (
        <LocalTable label="Eventos de auditoría" rows={list.data?.data ?? []} rowKey={(r) => r.id} columns={COLUMNS} actions={[]} emptyText={list.isPending ? 'Cargando…' : AUDIT_MSG.noEvents} />
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
        labelDisplayedRows={({ from: first, to: last, count }) => `${first}-${last} de ${list.data?.meta.estimated ? 'aprox. ' : ''}${count}`}
      />
    </Box>
  );
}
