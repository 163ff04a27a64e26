import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { PROJECT_MSG, type TResultInput } from '@siiicca/shared';
import { ConfirmDialog } from '../../../../components/catalogue';
import { LocalTable } from '../../../../components/subforms/local-table';
import { notifyError } from '../../../../lib/notify';
import type { TProjectStepProps } from '../form-values';
import { ResultDialog } from './result-dialog';
import { resultNames } from './product-options';

/** Spec section 9: relationship tables show 5 rows a page. */
const PAGE_SIZE = 5;

type TRow = { index: number; result: TResultInput; type: string; product: string };

/** The expected results: product type, product and quantity, with add (the intensity first) and delete. */
export function ResultsList({ form, lookups, readOnly }: TProjectStepProps) {
  const results = useWatch({ control: form.control, name: 'results' }) ?? [];
  const hours = useWatch({ control: form.control, name: 'hours' });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TRow | null>(null);
  const rows: TRow[] = results.map((result, index) => ({ index, result, ...resultNames(lookups.products, result) }));
  const store = (next: TResultInput[]) => form.setValue('results', next, { shouldDirty: true });

  const add = () => {
    if (typeof hours !== 'number') {
      form.setError('hours', { type: 'rule', message: PROJECT_MSG.hoursFirst }, { shouldFocus: true });
      notifyError(PROJECT_MSG.hoursFirst);
      return;
    }
    setAdding(true);
  };

  return (
    <Stack spacing={2} component="section" aria-label="Resultados Esperados">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          Resultados Esperados
        </Typography>
        {!readOnly && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
            Agregar Resultado
          </Button>
        )}
      </Stack>
      <LocalTable<TRow>
        label="Resultados esperados"
        rows={rows}
        rowKey={(r) => `${r.result.product_type_id}:${r.result.product_id}`}
        columns={[
          { key: 'type', header: 'Tipo de Producto', render: (r) => r.type },
          { key: 'product', header: 'Producto', render: (r) => r.product },
          { key: 'quantity', header: 'Cantidad', render: (r) => r.result.quantity ?? 1 },
        ]}
        actions={
          readOnly ? [] : [{ key: 'delete', label: (r) => `Eliminar ${r.product}`, icon: () => <DeleteOutlineIcon fontSize="small" />, onClick: setRemoving }]
        }
        emptyText="No hay resultados registrados"
        pageSize={PAGE_SIZE}
      />
      {!readOnly && typeof hours === 'number' && (
        <ResultDialog
          open={adding}
          hours={hours}
          products={lookups.products}
          results={results}
          onSave={(result) => {
            store([...results, result]);
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        text={`Se quitará el resultado ${removing?.product ?? ''}.`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          store(results.filter((_r, i) => i !== removing?.index));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
