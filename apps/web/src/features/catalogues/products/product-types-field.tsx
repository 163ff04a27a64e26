import { Controller, useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LOOKUPS } from '@siiicca/shared';
import { RowsFieldset, type TFormValues } from '../../../components/catalogue';
import { useRowErrors } from '../../../components/catalogue/rows-fieldset';
import { useOptions } from '../../../components/catalogue/use-options';

type TTypeLink = { id: number | ''; hours: number | '' };
type TProductForm = { types: TTypeLink[] };
type TErrors = { types?: { message?: string; root?: { message?: string } } & Record<number, { id?: { message?: string }; hours?: { message?: string } }> };

const option = (r: { id: number; name: string }) => ({ value: r.id, label: r.name });

/**
 * The product types a product is offered under, each with its pivot hours (the weekly hours
 * intensity of a project that may promise the product). Rows are added and removed in place.
 */
export function ProductTypesField({ form }: { form: UseFormReturn<TFormValues> }) {
  const control = form.control as unknown as Control<TProductForm>;
  const { fields, append, remove } = useFieldArray({ control, name: 'types' });
  const types = useOptions(LOOKUPS.productTypes, option);
  const errors = form.formState.errors as TErrors;
  const listError = errors.types?.message ?? errors.types?.root?.message;
  const showError = useRowErrors(form.formState.submitCount);
  const rowError = (rowId: string, touched: boolean, message: string | undefined) => (showError(rowId, { touched }) ? message : undefined);

  return (
    <RowsFieldset
      legend="Tipos de Producto y horas"
      emptyText="Sin tipos de producto. Agregue al menos uno para que los proyectos puedan ofrecer este producto."
      rows={fields}
      rowFrom="sm"
      renderRow={(row, i) => (
        <>
          <Controller
            name={`types.${i}.id`}
            control={control}
            render={({ field: f, fieldState }) => (
              <TextField
                select
                {...f}
                value={f.value ?? ''}
                label={`Tipo de Producto ${i + 1}`}
                required
                fullWidth
                error={!!rowError(row.id, fieldState.isTouched, errors.types?.[i]?.id?.message)}
                helperText={rowError(row.id, fieldState.isTouched, errors.types?.[i]?.id?.message)}
              >
                {types.options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name={`types.${i}.hours`}
            control={control}
            render={({ field: f, fieldState }) => (
              <TextField
                {...f}
                value={f.value ?? ''}
                onChange={(e) => f.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                type="number"
                label={`Horas ${i + 1}`}
                required
                sx={{ width: { sm: 140 } }}
                error={!!rowError(row.id, fieldState.isTouched, errors.types?.[i]?.hours?.message)}
                helperText={rowError(row.id, fieldState.isTouched, errors.types?.[i]?.hours?.message)}
                slotProps={{ htmlInput: { min: 1, max: 168, step: 1 } }}
              />
            )}
          />
        </>
      )}
      removeLabel={(i) => `Quitar tipo ${i + 1}`}
      onRemove={remove}
      addLabel="Agregar Tipo"
      onAdd={() => append({ id: '', hours: '' })}
      error={listError}
    />
  );
}
