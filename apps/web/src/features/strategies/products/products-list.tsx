import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/zod-resolver';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { z } from 'zod';
import { STRATEGY_API, STRATEGY_MSG, zId, type TStrategyKind } from '@siiicca/shared';
import { ConfirmDialog, FormFields, type TFormValues, type TOption } from '../../../components/catalogue';
import { useOptions } from '../../../components/catalogue/use-options';
import { notifyError } from '../../../lib/notify';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { LocalTable } from '../../../components/subforms/local-table';
import { ListHeader } from '../../../components/subforms/list-header';

const ZProductChoice = z.object({ product_id: zId() });
const named = (r: { id: number; name: string }): TOption => ({ value: r.id, label: r.name });

/** The products a kind may promise (GET selstrategy_products?strategy=), loaded again when the kind changes. */
const useKindProducts = (kind: TStrategyKind | null) =>
  useOptions(kind ? `${STRATEGY_API.products}?strategy=${encodeURIComponent(kind)}` : null, named as never).options;

function ProductDialog(p: { open: boolean; options: TOption[]; chosen: number[]; onSave: (id: number) => void; onClose: () => void }) {
  const form = useForm<TFormValues>({ resolver: schemaResolver<TFormValues>(ZProductChoice), defaultValues: { product_id: '' }, mode: 'onTouched' });
  const close = () => {
    form.reset({ product_id: '' });
    p.onClose();
  };
  const submit = form.handleSubmit(
    (values) => {
      const id = values.product_id as number;
      if (p.chosen.includes(id)) {
        form.setError('product_id', { message: STRATEGY_MSG.productExists });
        notifyError(STRATEGY_MSG.productExists);
        return;
      }
      p.onSave(id);
      close();
    },
    () => notifyError(STRATEGY_MSG.required),
  );
  return (
    <LocalFormDialog open={p.open} title="Nuevo Producto" maxWidth={600} dirty={form.formState.isDirty} submitLabel="Guardar" onSubmit={submit} onClose={close}>
      <FormFields fields={[{ kind: 'select', name: 'product_id', label: 'Producto de Investigación', required: true, options: p.options }]} form={form} editing={null} />
    </LocalFormDialog>
  );
}

type TRow = { id: number; name: string };

/** The expected products of a strategy: add (only the kind's products) and delete. */
export function ProductsList(p: { kind: TStrategyKind | null; products: number[]; onChange: (next: number[]) => void }) {
  const options = useKindProducts(p.kind);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TRow | null>(null);
  const rows: TRow[] = p.products.map((id) => ({ id, name: options.find((o) => o.value === id)?.label ?? `Producto ${id}` }));
  return (
    <Stack spacing={2} component="section" aria-label="Productos Esperados">
      <ListHeader title="Productos Esperados" addLabel="Agregar Producto" onAdd={() => setAdding(true)} />
      <LocalTable<TRow>
        label="Productos esperados"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[{ key: 'name', header: 'Producto de Investigación', render: (r) => r.name }]}
        actions={[{ key: 'delete', label: (r) => `Eliminar ${r.name}`, icon: () => <DeleteOutlineIcon fontSize="small" />, onClick: setRemoving }]}
        emptyText="Agregue al menos un producto"
      />
      <ProductDialog open={adding} options={options} chosen={p.products} onSave={(id) => p.onChange([...p.products, id])} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!removing}
        text={`Se quitará el producto ${removing?.name ?? ''}.`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          p.onChange(p.products.filter((id) => id !== removing?.id));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
