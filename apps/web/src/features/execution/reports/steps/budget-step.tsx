import { Controller, useWatch } from 'react-hook-form';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXECUTION_LABELS, formatCop, passesApproved, REPORT_LABELS as L, REPORT_LIMITS } from '@siiicca/shared';
import { PesosField } from '../../../../components/pesos-field';
import { ReportFacts } from './period-step';
import { ReportTextField, type TReportStepProps } from './report-field';

/**
 * Step 3: the amount executed in this report on each approved line (whole pesos, 0 if nothing),
 * beside its approved amount and what the accepted reports executed; a line that would pass its
 * approved amount asks for its justification (the contract's rule, checked again by the server).
 */
export function BudgetStep({ form, report, readOnly }: TReportStepProps) {
  const rows = useWatch({ control: form.control, name: 'budget' }) ?? [];
  if (report.budget_lines.length === 0) return <Typography color="text.secondary">{L.noBudget}</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, pt: 1, listStyle: 'none' }}>
      {report.budget_lines.map((line, i) => {
        const row = rows[i];
        const over = !!row && row.executed !== '' && passesApproved(line, Number(row.executed));
        return (
          <Paper component="li" key={line.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Stack spacing={1.5}>
              <Typography component="h4" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                {i + 1}. {line.budget_item.name} · {line.funding_source.name}
              </Typography>
              <ReportFacts
                facts={[
                  [L.approved, formatCop(line.approved)],
                  [L.executedBefore, formatCop(line.executed_before)],
                ]}
              />
              <Controller
                name={`budget.${i}.executed`}
                control={form.control}
                render={({ field, fieldState }) => (
                  <PesosField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    inputRef={field.ref}
                    label={L.executedNow(i + 1)}
                    required={!readOnly}
                    readOnly={readOnly}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    sx={{ maxWidth: { sm: 320 } }}
                  />
                )}
              />
              {(over || !!row?.justification) && (
                <ReportTextField
                  form={form}
                  name={`budget.${i}.justification`}
                  label={L.overJustification(i + 1)}
                  readOnly={readOnly}
                  multiline
                  required={over}
                  maxLength={REPORT_LIMITS.justification}
                  helperText={over ? `${EXECUTION_LABELS.executed}: ${formatCop(line.executed_before + Number(row.executed))} / ${formatCop(line.approved)}` : undefined}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
