import { Controller, useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ACCEPT_OPTIONS } from '@siiicca/shared';
import { RowsFieldset, type TFormValues } from '../../../components/catalogue';
import { overLimit } from '../../../components/catalogue/form-fields';
import { useRowErrors } from '../../../components/catalogue/rows-fieldset';

type TAttached = { id?: number; name: string; required: boolean; accept: string };
/** The schema's limit of a document's name (ZAttachedSchema): shown as typed, never cut. */
const NAME_MAX = 255;
type TRowErrors = { name?: { message?: string }; accept?: { message?: string } };
type TErrors = { attacheds?: { message?: string; root?: { message?: string } } & Record<number, TRowErrors> };

/** How the accepted file types read to a person. */
const ACCEPT_LABELS: Record<string, string> = {
  '.pdf': 'PDF',
  '.doc,.docx': 'Word',
  '.xls,.xlsx': 'Excel',
  '.pdf,.doc,.docx': 'PDF o Word',
  '.zip': 'ZIP',
  'image/*': 'Imagen',
};

/**
 * The documents every project submitted to the call attaches: name, whether it is required and
 * the accepted file types. Rows are added and removed in the call's own dialog and saved with it.
 */
export function AttachedsField({ form }: { form: UseFormReturn<TFormValues> }) {
  const control = form.control as unknown as Control<{ attacheds: TAttached[] }>;
  const { fields, append, remove } = useFieldArray({ control, name: 'attacheds' });
  const errors = (form.formState.errors as TErrors).attacheds;
  const listError = errors?.message ?? errors?.root?.message;
  const showError = useRowErrors(form.formState.submitCount);

  return (
    <RowsFieldset
      legend="Documentos requeridos a cada proyecto"
      emptyText="La convocatoria no pide documentos."
      rows={fields}
      rowFrom="md"
      renderRow={(row, i) => (
        <>
          <Controller
            name={`attacheds.${i}.name`}
            control={control}
            render={({ field: f, fieldState }) => {
              const over = overLimit(NAME_MAX, f.value ?? '');
              const message = showError(row.id, { touched: fieldState.isTouched, now: over }) ? errors?.[i]?.name?.message : undefined;
              return (
                <TextField
                  {...f}
                  value={f.value ?? ''}
                  onChange={(e) => {
                    f.onChange(e.target.value);
                    if (overLimit(NAME_MAX, e.target.value) || fieldState.error) void form.trigger(`attacheds.${i}.name`);
                  }}
                  label={`Documento ${i + 1}`}
                  required
                  fullWidth
                  error={!!message}
                  helperText={message}
                />
              );
            }}
          />
          <Controller
            name={`attacheds.${i}.accept`}
            control={control}
            render={({ field: f, fieldState }) => {
              const message = showError(row.id, { touched: fieldState.isTouched }) ? errors?.[i]?.accept?.message : undefined;
              return (
                <Autocomplete
                  freeSolo
                  options={[...ACCEPT_OPTIONS]}
                  value={f.value ?? ''}
                  getOptionLabel={(o) => (ACCEPT_LABELS[o] ? `${ACCEPT_LABELS[o]} (${o})` : o)}
                  onChange={(_e, v) => f.onChange(v ?? '')}
                  onInputChange={(_e, v, reason) => reason === 'input' && f.onChange(v)}
                  sx={{ minWidth: { md: 230 } }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={`Tipo de archivo ${i + 1}`}
                      required
                      onBlur={f.onBlur}
                      error={!!message}
                      helperText={message}
                    />
                  )}
                />
              );
            }}
          />
          <Controller
            name={`attacheds.${i}.required`}
            control={control}
            render={({ field: f }) => (
              <FormControlLabel
                sx={{ mt: { md: 1 }, whiteSpace: 'nowrap' }}
                control={<Switch checked={!!f.value} onChange={(e) => f.onChange(e.target.checked)} />}
                label={`Obligatorio ${i + 1}`}
              />
            )}
          />
        </>
      )}
      removeLabel={(i) => `Quitar documento ${i + 1}`}
      onRemove={remove}
      addLabel="Agregar Documento"
      onAdd={() => append({ name: '', required: true, accept: '.pdf' })}
      error={listError}
    />
  );
}
