import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { RESEARCHER_MSG, todayInBogota, type TProductCountRow } from '@siiicca/shared';
import { LocalTable, type TLocalColumn } from '../../../components/subforms/local-table';
import { useDownload } from '../../../lib/use-download';
import { downloadProductCounts, productCountsQuery } from './api/researchers';

const COLUMNS: TLocalColumn<TProductCountRow>[] = [
  { key: 'faculty', header: 'Facultad', render: (r) => r.faculty },
  { key: 'group', header: 'Grupo de investigación', render: (r) => r.group },
  { key: 'year', header: 'Año', render: (r) => r.year, nowrap: true },
  { key: 'products', header: 'Productos', render: (r) => r.products.toLocaleString('es-CO'), nowrap: true },
];

function DayField(p: { label: string; value: string; onChange: (day: string) => void; error?: string }) {
  return (
    <DatePicker
      label={p.label}
      value={p.value ? dayjs(p.value) : null}
      onChange={(d) => p.onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
      format="DD/MM/YYYY"
      slotProps={{ textField: { fullWidth: true, error: !!p.error, helperText: p.error } }}
    />
  );
}

/**
 * 'Productos por facultad y grupo' (researchers.read, docs/researchers.md): the products delivered in
 * reports accepted within a period (this year so far unless chosen), by faculty, research group and
 * year, and the same as Excel.
 */
export default function ProductCountsPage() {
  const today = todayInBogota();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const inverted = from !== '' && to !== '' && from > to;
  const ready = from !== '' && to !== '' && !inverted;
  const counts = useQuery({ ...productCountsQuery({ from, to }), enabled: ready });
  const download = useDownload();
  const rows = counts.data?.data ?? [];
  const total = rows.reduce((sum, r) => sum + r.products, 0);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h1" variant="h5">
          {RESEARCHER_MSG.countsTitle}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={download.busy || !ready}
          onClick={() => void download.run((onProgress) => downloadProductCounts({ from, to }, onProgress), { done: 'Productos exportados', failed: 'No fue posible exportar los productos' })}
        >
          Exportar a Excel
        </Button>
      </Stack>
      <Box component="form" role="search" aria-label="Periodo" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 16rem))' } }}>
        <DayField label="Aceptados desde" value={from} onChange={setFrom} />
        <DayField label="Hasta" value={to} onChange={setTo} error={inverted ? RESEARCHER_MSG.rangeInverted : undefined} />
      </Box>
      {counts.isError ? (
        <Typography role="alert" color="error">
          {(counts.error as Error).message}
        </Typography>
      ) : (
        <>
          <LocalTable label={RESEARCHER_MSG.countsTitle} rows={rows} rowKey={(r) => `${r.faculty}|${r.group}|${r.year}`} columns={COLUMNS} actions={[]} emptyText={counts.isPending && ready ? 'Cargando…' : 'No hay productos entregados en el periodo'} pageSize={25} />
          {rows.length > 0 && (
            <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="product-counts-total">
              Total: {total.toLocaleString('es-CO')} productos
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
