import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOOKUPS, WORK_MSG, WORKS_API, type TWorkTypeMapping } from '@siiicca/shared';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { LocalTable, type TLocalColumn } from '../../../components/subforms/local-table';
import { api } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useOptionRows } from '../../../lib/options-query';

/** A product of LOOKUPS.products with the types it is offered under. */
type TSelProduct = { id: number; name: string; types: { id: number; name: string }[] };

const KEY = ['researchers', 'work_types'] as const;
const NONE = 'Ninguno';

const COLUMNS: TLocalColumn<TWorkTypeMapping>[] = [
  { key: 'work_type', header: 'Tipo de ORCID o Crossref', render: (r) => r.work_type, nowrap: true },
  { key: 'product_type', header: 'Tipo de producto', render: (r) => r.product_type?.name ?? WORK_MSG.unmapped },
  { key: 'product', header: 'Producto', render: (r) => r.product?.name ?? NONE },
];

/** The edit dialog: a product type, then a product offered under it (either may be none). */
function MappingDialog({ row, products, onClose }: { row: TWorkTypeMapping; products: TSelProduct[]; onClose: () => void }) {
  const [typeId, setTypeId] = useState<number | ''>(row.product_type?.id ?? '');
  const [productId, setProductId] = useState<number | ''>(row.product?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const types = useMemo(() => {
    const byId = new Map<number, string>();
    for (const p of products) for (const t of p.types) byId.set(t.id, t.name);
    if (row.product_type) byId.set(row.product_type.id, row.product_type.name);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [products, row.product_type]);
  const offered = products.filter((p) => typeId !== '' && p.types.some((t) => t.id === typeId));
  const save = useMutation({
    mutationFn: () =>
      api.put<TWorkTypeMapping>(WORKS_API.workType(row.work_type), { product_type_id: typeId === '' ? null : typeId, product_id: productId === '' ? null : productId }),
    onSuccess: () => {
      notifySuccess(WORK_MSG.mappingSaved);
      void queryClient.invalidateQueries({ queryKey: ['researchers'] });
      onClose();
    },
    onError: (err) => setError(failureMessage(err, 'No fue posible guardar la equivalencia')),
  });
  const dirty = typeId !== (row.product_type?.id ?? '') || productId !== (row.product?.id ?? '');
  return (
    <LocalFormDialog open title={`Tipo de ORCID o Crossref: ${row.work_type}`} maxWidth={600} dirty={dirty} submitLabel="Guardar" busy={save.isPending} onSubmit={() => save.mutate()} onClose={onClose}>
      <Stack spacing={2}>
        <DialogContentText>Las obras de este tipo se muestran y se entregan como el tipo de producto y el producto elegidos.</DialogContentText>
        <TextField
          select
          fullWidth
          label="Tipo de producto"
          value={typeId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => {
            setTypeId(e.target.value === '' ? '' : Number(e.target.value));
            setProductId('');
            setError(null);
          }}
        >
          <MenuItem value="">{NONE}</MenuItem>
          {types.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label="Producto de Minciencias"
          value={productId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          disabled={typeId === ''}
          onChange={(e) => {
            setProductId(e.target.value === '' ? '' : Number(e.target.value));
            setError(null);
          }}
          error={!!error}
          helperText={error ?? (typeId === '' ? 'Elija primero el tipo de producto' : undefined)}
        >
          <MenuItem value="">{NONE}</MenuItem>
          {offered.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </LocalFormDialog>
  );
}

/**
 * 'Tipos de producto de ORCID y Crossref' (researchers.manage, docs/researchers.md 'ORCID'): which
 * Minciencias product type and product each ORCID or Crossref work type counts as, edited row by row.
 */
export default function WorkTypeMappingsPage() {
  const mappings = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<{ data: TWorkTypeMapping[] }>(WORKS_API.workTypes, { signal }) });
  const products = useOptionRows<TSelProduct>(LOOKUPS.products);
  const [editing, setEditing] = useState<TWorkTypeMapping | null>(null);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {WORK_MSG.mappingsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cada obra importada de ORCID o completada desde Crossref se clasifica por su tipo en un tipo de producto de Minciencias.
      </Typography>
      {mappings.isError ? (
        <Typography role="alert" color="error">
          {(mappings.error as Error).message}
        </Typography>
      ) : (
        <LocalTable
          label={WORK_MSG.mappingsTitle}
          rows={mappings.data?.data ?? []}
          rowKey={(r) => r.work_type}
          columns={COLUMNS}
          actions={[{ key: 'edit', label: (r) => `Editar ${r.work_type}`, icon: () => <EditIcon />, onClick: (r) => setEditing(r), visible: () => products.loaded }]}
          emptyText={mappings.isPending ? 'Cargando…' : 'No hay registros para mostrar'}
          pageSize={25}
        />
      )}
      {editing && <MappingDialog row={editing} products={products.rows} onClose={() => setEditing(null)} />}
    </Box>
  );
}
