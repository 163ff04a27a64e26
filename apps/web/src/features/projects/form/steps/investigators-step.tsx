import Typography from '@mui/material/Typography';
import { PROJECT_MSG, payrollHoursTotal } from '@siiicca/shared';
import type { TProjectStepProps } from '../form-values';
import { InvestigatorsList } from '../investigators/investigators-list';
import type { TInternalRow } from '../investigators/investigator-form';

/** Step 2, Investigadores USTA: the university's investigators and the total of their payroll hours. */
export function InvestigatorsStep(props: TProjectStepProps) {
  return (
    <InvestigatorsList
      {...props}
      kind="Interno"
      footer={(rows) => (
        <Typography role="status" sx={{ fontWeight: 600, textAlign: 'right' }}>
          {PROJECT_MSG.payrollTotal(payrollHoursTotal(rows as TInternalRow[]))}
        </Typography>
      )}
    />
  );
}
