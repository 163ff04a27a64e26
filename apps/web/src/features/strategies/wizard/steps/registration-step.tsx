import { useWatch } from 'react-hook-form';
import { labelsFor, STRATEGY_KINDS, STRATEGY_FIELD_LABELS } from '@siiicca/shared';
import { FormFields, type TFieldDef } from '../../../../components/catalogue';
import { asCatalogueForm, type TStepProps } from './step-props';

/** Step 1: the sectional and the strategy kind (its description shows below the choice). */
export function RegistrationStep({ form, lookups }: TStepProps) {
  const kind = useWatch({ control: form.control, name: 'strategy' });
  const fields: TFieldDef[] = [
    {
      kind: 'select',
      name: 'sectional_id',
      label: 'Seccional',
      required: true,
      options: lookups.sectionals.map((s) => ({ value: s.id, label: s.name })),
    },
    {
      kind: 'select',
      name: 'strategy',
      label: STRATEGY_FIELD_LABELS.strategy!,
      required: true,
      options: STRATEGY_KINDS.map((k) => ({ value: k, label: k })),
      helperText: labelsFor(kind).description || 'Elija el tipo de estrategia: de él dependen los pasos y los campos.',
    },
  ];
  return <FormFields fields={fields} form={asCatalogueForm(form)} editing={null} />;
}
