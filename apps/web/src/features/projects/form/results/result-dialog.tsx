import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PROJECT_MSG, ZResultSchema, type TResultInput } from '@siiicca/shared';
import { FormFields, type TFieldDef, type TFormValues } from '../../../../components/catalogue';
import { LocalFormDialog } from '../../../../components/subforms/local-form-dialog';
import { notifyError } from '../../../../lib/notify';
import { schemaResolver } from '../../../../lib/zod-resolver';
import type { TProjectLookups } from '../form-values';
import { formToInput } from '../investigators/investigator-form';
import { productOptions, typeOptions } from './product-options';

const EMPTY: TFormValues = { product_type_id: '', product_id: '', quantity: 1 };

/**
 * A new expected result: a product type and a product offered for the project's intensity, and how
 * many (1 unless changed, more than 0). The same type and product twice is 'Producto ya Existe'.
 */
export function ResultDialog(p: {
  open: boolean;
  hours: number;
  products: TProjectLookups['products'];
  results: TResultInput[];
  onSave: (result: TResultInput) => void;
  onClose: () => void;
}) {
  const form = useForm<TFormValues>({
    resolver: schemaResolver(ZResultSchema, formToInput),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (p.open) form.reset(EMPTY);
  }, [p.open]); // eslint-disable-line react-hooks/exhaustive-deps

  const fields: TFieldDef[] = [
    {
      kind: 'select',
      name: 'product_type_id',
      label: 'Tipo de Producto',
      required: true,
      options: typeOptions(p.products, p.hours),
      resets: ['product_id'],
    },
    {
      kind: 'select',
      name: 'product_id',
      label: 'Producto',
      required: true,
      options: ({ values }) => productOptions(p.products, p.hours, values.product_type_id),
    },
    { kind: 'number', name: 'quantity', label: 'Cantidad', required: true },
  ];

  const submit = form.handleSubmit(
    (values) => {
      const result = values as unknown as TResultInput;
      if (p.results.some((r) => r.product_type_id === result.product_type_id && r.product_id === result.product_id)) {
        form.setError('product_id', { type: 'rule', message: PROJECT_MSG.productExists }, { shouldFocus: true });
        notifyError(PROJECT_MSG.productExists);
        return;
      }
      p.onSave({ product_type_id: result.product_type_id, product_id: result.product_id, quantity: result.quantity });
    },
    () => notifyError(PROJECT_MSG.investigatorInvalid),
  );

  return (
    <LocalFormDialog
      open={p.open}
      title="Nuevo Registro - Resultado"
      maxWidth={600}
      dirty={form.formState.isDirty}
      submitLabel="Guardar"
      onSubmit={submit}
      onClose={p.onClose}
    >
      <FormFields fields={fields} form={form} editing={null} />
    </LocalFormDialog>
  );
}
