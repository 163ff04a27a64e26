import { useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { TProjectStepProps } from '../form-values';
import { FamiliesCoverage } from '../results/families-coverage';
import { HoursField } from '../results/hours-field';
import { ResultsList } from '../results/results-list';

/**
 * Step 5, Productos integrados al sistema nacional de investigación: the hours intensity first, then
 * the expected results offered for it, with the help saying which families they must cover.
 */
export function ResultsStep(props: TProjectStepProps) {
  const results = useWatch({ control: props.form.control, name: 'results' }) ?? [];
  return (
    <Stack spacing={3}>
      <HoursField {...props} />
      <FamiliesCoverage products={props.lookups.products} results={results} />
      <ResultsList {...props} />
    </Stack>
  );
}
