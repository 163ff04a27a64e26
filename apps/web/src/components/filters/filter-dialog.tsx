import { useCallback, useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import {
  CAT_MSG,
  FILTER_OPERATIONS_BY_TYPE,
  MSG,
  ZFilterSchema,
  isRangeOperation,
  type TFilterInput,
  type TFilterOperation,
} from '@siiicca/shared';
import { useDiscardGuard } from '../unsaved-changes';
import { canonicalFilter, typedValue, visibleFields, type TFilterFields } from './filter-text';
import { FilterSelect } from './filter-select';
import { FilterValueField } from './filter-value-field';

type TForm = { field: string; operation: string; value: string; value_end: string };

const EMPTY: TForm = { field: '', operation: '', value: '', value_end: '' };
const toForm = (f: TFilterInput | null): TForm =>
  f ? { field: f.field, operation: f.operation, value: String(f.value), value_end: f.value_end === undefined ? '' : String(f.value_end) } : EMPTY;

const isRange = (operation: string) => isRangeOperation(operation as TFilterOperation);

/**
 * The shared filter schema ('El Tipo es Necesario', 'El valor es Necesario', the end value of
 * 'Entre' and 'No Entre'), then the field's type: a whole number, a real day, an end not before
 * the start ('La fecha debe ser mayor a la inicial'). The form's values are text; the filter is typed.
 */
const filterResolver =
  (fields: TFilterFields): Resolver<TForm, unknown, TFilterInput> =>
  async (values) => {
    const range = isRange(values.operation);
    const parsed = ZFilterSchema.safeParse({ ...values, value_end: range ? values.value_end : undefined });
    const errors: FieldErrors<TForm> = {};
    const fail = (key: keyof TForm, message: string) => {
      errors[key] ??= { type: 'validate', message };
    };
    if (!parsed.success) for (const issue of parsed.error.issues) fail(issue.path[0] as keyof TForm, issue.message);
    const spec = fields[values.field];
    if (!spec) return { values: {}, errors: { field: { type: 'required', message: MSG.filterFieldRequired } } };
    const invalid = spec.type === 'number' ? MSG.invalidNumber : spec.type === 'date' ? CAT_MSG.invalidDate : MSG.invalidValue;
    const start = values.value.trim() ? typedValue(spec, values.value.trim()) : undefined;
    const end = range && values.value_end.trim() ? typedValue(spec, values.value_end.trim()) : undefined;
    if (start === null) fail('value', invalid);
    if (end === null) fail('value_end', invalid);
    if (start != null && end != null && end < start) fail('value_end', spec.type === 'date' ? CAT_MSG.endBeforeStart : MSG.filterRangeInverted);
    const filter = Object.keys(errors).length ? null : canonicalFilter(fields, parsed.data);
    if (!filter) return { values: {}, errors: Object.keys(errors).length ? errors : { value: { type: 'validate', message: invalid } } };
    return { values: filter, errors: {} };
  };

/**
 * 'Nuevo Filtro' / 'Editar Filtro': the field ('Tipo'), an operation its type takes, and one value
 * or two (the ranges) entered as the field's type asks. Closing it with changes asks first.
 */
export function FilterDialog(props: {
  open: boolean;
  fields: TFilterFields;
  /** The filter being edited, or null for a new one. */
  editing: TFilterInput | null;
  onClose: () => void;
  onSave: (filter: TFilterInput) => void;
}) {
  const { open, fields, editing, onClose, onSave } = props;
  const titleId = useId();
  const resolver = useMemo(() => filterResolver(fields), [fields]);
  const form = useForm<TForm, unknown, TFilterInput>({ resolver, defaultValues: toForm(editing), mode: 'onTouched' });
  useEffect(() => {
    if (open) form.reset(toForm(editing));
  }, [open, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const [field, operation, value] = useWatch({ control: form.control, name: ['field', 'operation', 'value'] });
  const spec = fields[field];
  const operations = spec ? FILTER_OPERATIONS_BY_TYPE[spec.type] : [];
  const range = isRange(operation);
  const fieldOptions = useMemo(() => visibleFields(fields).map(([name, s]) => ({ value: name, label: s.label })), [fields]);

  const chooseField = (next: string) => {
    const was = fields[field];
    const now = fields[next];
    form.setValue('field', next, { shouldDirty: true, shouldValidate: true });
    if (now && !FILTER_OPERATIONS_BY_TYPE[now.type].includes(operation as TFilterOperation)) {
      form.setValue('operation', FILTER_OPERATIONS_BY_TYPE[now.type][0]!, { shouldDirty: true });
    }
    // A value of another type (or another list of options) means nothing to the new field.
    if (!was || !now || was.type !== now.type || now.type === 'select') {
      form.setValue('value', '', { shouldDirty: true });
      form.setValue('value_end', '', { shouldDirty: true });
      form.clearErrors(['value', 'value_end']);
    }
  };

  const { isDirty } = form.formState;
  const guard = useDiscardGuard({ open, dirty: isDirty, onDiscard: onClose });
  const submit = form.handleSubmit((filter) => onSave(filter));
  const blur = useCallback((name: keyof TForm) => () => void form.trigger(name), [form]);

  return (
    <>
      <Dialog
        open={open}
        onClose={(_e, reason) => reason !== 'backdropClick' && guard.requestClose()}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{editing ? 'Editar Filtro' : 'Nuevo Filtro'}</DialogTitle>
          <DialogContent dividers>
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FilterSelect name="field" control={form.control} label="Tipo" options={fieldOptions} onChange={chooseField} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FilterSelect
                  name="operation"
                  control={form.control}
                  label="Operación"
                  options={operations.map((op) => ({ value: op, label: op }))}
                  disabled={!spec}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: range ? 6 : 12 }}>
                <Controller
                  name="value"
                  control={form.control}
                  render={({ field: f, fieldState }) => (
                    <FilterValueField
                      key={`${field}-start`}
                      spec={spec}
                      label={range ? 'Valor inicial' : 'Valor'}
                      name={f.name}
                      value={f.value}
                      onChange={(v) => {
                        f.onChange(v);
                        if (fieldState.error || form.getFieldState('value_end').error) void form.trigger(['value', 'value_end']);
                      }}
                      onBlur={blur('value')}
                      inputRef={f.ref}
                      error={spec ? fieldState.error?.message : undefined}
                    />
                  )}
                />
              </Grid>
              {range && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Controller
                    name="value_end"
                    control={form.control}
                    render={({ field: f, fieldState }) => (
                      <FilterValueField
                        key={`${field}-end`}
                        spec={spec}
                        label="Valor final"
                        name={f.name}
                        value={f.value}
                        onChange={(v) => {
                          f.onChange(v);
                          void form.trigger('value_end');
                        }}
                        onBlur={blur('value_end')}
                        inputRef={f.ref}
                        minDate={spec?.type === 'date' && value ? value : undefined}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Grid>
              )}
            </Grid>
          </DialogContent>
          <DialogActions>
            <Button onClick={guard.requestClose}>Cancelar</Button>
            <Button type="submit" variant="contained">
              Aplicar
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {guard.element}
    </>
  );
}
