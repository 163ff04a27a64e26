import { Controller, type UseFormReturn } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFieldDef, TFormValues, TOption, TRow } from './types';
import { useOptions } from './use-options';

type Props = {
  field: Extract<TFieldDef, { kind: 'select' }>;
  form: UseFormReturn<TFormValues>;
  editing: TRow | null;
  values: TFormValues;
};

const identity = (r: TOption) => r;

/** A select of a catalogue dialog: fixed, loaded or dependent options; a plain menu or a searchable box. */
export function SelectField({ field, form, editing, values }: Props) {
  const loadPath = field.load ? (typeof field.load.path === 'function' ? field.load.path({ editing }) : field.load.path) : null;
  const loaded = useOptions(loadPath, field.load?.map ?? identity);
  const fixed = typeof field.options === 'function' ? field.options({ values, editing }) : field.options;
  const options = [...fixed, ...loaded.options].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const clearDependents = () => {
    for (const dependent of field.resets ?? []) {
      form.setValue(dependent, Array.isArray(form.getValues(dependent)) ? [] : '', { shouldDirty: true });
    }
  };

  return (
    <Controller
      name={field.name}
      control={form.control}
      render={({ field: f, fieldState }) => {
        const inputProps = {
          label: field.label,
          required: field.required,
          name: f.name,
          inputRef: f.ref,
          error: !!fieldState.error,
          helperText: fieldState.error?.message ?? field.helperText,
        };
        if (field.autocomplete) {
          const chosen = field.multiple
            ? options.filter((o) => ((f.value as unknown[]) ?? []).includes(o.value))
            : (options.find((o) => o.value === f.value) ?? null);
          return (
            <Autocomplete<TOption, boolean>
              multiple={field.multiple}
              options={options}
              value={chosen}
              loading={loaded.loading}
              disableCloseOnSelect={field.multiple}
              getOptionLabel={(o) => o.label}
              isOptionEqualToValue={(a, b) => a.value === b.value}
              onBlur={f.onBlur}
              onChange={(_e, picked) => {
                f.onChange(Array.isArray(picked) ? picked.map((o) => o.value) : picked ? picked.value : '');
                clearDependents();
              }}
              noOptionsText="Sin opciones"
              loadingText="Cargando…"
              slotProps={{ chip: { size: 'small' } }}
              renderInput={(params) => <TextField {...params} {...inputProps} />}
            />
          );
        }
        return (
          <TextField
            select
            {...inputProps}
            fullWidth
            value={f.value ?? (field.multiple ? [] : '')}
            onBlur={f.onBlur}
            onChange={(e) => {
              f.onChange(e.target.value);
              clearDependents();
            }}
            slotProps={{
              select: {
                multiple: field.multiple,
                renderValue: field.multiple
                  ? (selected) =>
                      (selected as (string | number)[]).map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ')
                  : undefined,
              },
            }}
          >
            {options.length === 0 && (
              <MenuItem disabled value="">
                {loaded.loading ? 'Cargando…' : 'Sin opciones'}
              </MenuItem>
            )}
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
