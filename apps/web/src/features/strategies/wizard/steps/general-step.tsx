import { useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { FormFields } from '../../../../components/catalogue';
import { ApprovalLetterField, type TLetterState } from './approval-letter-field';
import { generalFields } from './general-fields';
import { asCatalogueForm, type TStepProps } from './step-props';

/** Step 3: general information, with the fields of the chosen kind and the approval letter. */
export function GeneralStep(props: TStepProps & { strategyId: number | null; letter: TLetterState; onLetter: (next: TLetterState) => void }) {
  const kind = useWatch({ control: props.form.control, name: 'strategy' });
  return (
    <Stack spacing={3}>
      <FormFields fields={generalFields(kind, props.lookups)} form={asCatalogueForm(props.form)} editing={null} />
      <ApprovalLetterField strategyId={props.strategyId} letter={props.letter} onChange={props.onLetter} />
    </Stack>
  );
}
