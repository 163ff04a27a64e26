import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXECUTION_LABELS as L, EXECUTION_MSG, formatCop, type TStartContext } from '@siiicca/shared';
import { RowsFieldset, useRowErrors } from '../../../components/catalogue/rows-fieldset';
import { PesosField } from '../../../components/pesos-field';
import { budgetTotal, EMPTY_LINE, type TStartForm } from './start-form';

type TRef = { id: number; name: string };

/** A line's select among the catalogue's active rows. */
function RefSelect(props: { form: UseFormReturn<TStartForm>; name: `budget.${number}.budget_item_id` | `budget.${number}.funding_source_id`; label: string; options: TRef[]; show: (touched: boolean) => boolean }) {
  return (
    <Controller
      name={props.name}
      control={props.form.control}
      render={({ field: f, fieldState }) => {
        const message = props.show(fieldState.isTouched) ? fieldState.error?.message : undefined;
        return (
          <TextField select {...f} label={props.label} required fullWidth error={!!message} helperText={message} sx={{ minWidth: { md: 200 } }}>
            {props.options.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/**
 * The approved budget: a line per item and source with its amount in whole pesos (shown as
 * `$ 12.500.000` while typed), the running total and the call's maximum, which the total may not pass.
 */
export function BudgetLinesField({ form, context }: { form: UseFormReturn<TStartForm>; context: TStartContext }) {
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'budget' });
  const lines = useWatch({ control, name: 'budget' });
  const total = budgetTotal(lines ?? []);
  const max = context.settings.budget_max;
  const over = max !== null && total > max;
  const listError = formState.errors.budget?.message ?? formState.errors.budget?.root?.message;
  const showError = useRowErrors(formState.submitCount);

  return (
    <Stack spacing={1}>
      <RowsFieldset
        legend={L.approvedBudget}
        emptyText={EXECUTION_MSG.budgetEmpty}
        rows={fields}
        rowFrom="md"
        renderRow={(row, i) => (
          <>
            <RefSelect form={form} name={`budget.${i}.budget_item_id`} label={`${L.budgetItem} ${i + 1}`} options={context.budget_items} show={(touched) => showError(row.id, { touched })} />
            <RefSelect form={form} name={`budget.${i}.funding_source_id`} label={`${L.fundingSource} ${i + 1}`} options={context.funding_sources} show={(touched) => showError(row.id, { touched })} />
            <Controller
              name={`budget.${i}.amount`}
              control={control}
              render={({ field: f, fieldState }) => {
                const message = showError(row.id, { touched: fieldState.isTouched }) ? fieldState.error?.message : undefined;
                return (
                  <PesosField
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    name={f.name}
                    inputRef={f.ref}
                    label={`${L.amount} ${i + 1}`}
                    required
                    error={!!message}
                    helperText={message}
                    sx={{ width: '100%', minWidth: { md: 180 } }}
                  />
                );
              }}
            />
          </>
        )}
        removeLabel={(i) => L.removeLine(i + 1)}
        onRemove={remove}
        addLabel={L.addLine}
        onAdd={() => append({ ...EMPTY_LINE })}
        error={listError}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} role="status" aria-live="polite">
        <Typography sx={{ fontWeight: 'bold' }} color={over ? 'error' : undefined}>
          {L.budgetTotal}: {formatCop(total)}
        </Typography>
        <Typography color="text.secondary">{max === null ? L.noBudgetMax : L.budgetMaxOf(max)}</Typography>
      </Stack>
    </Stack>
  );
}
