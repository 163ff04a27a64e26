import { useWatch } from 'react-hook-form';
import { ID_TYPE_LABELS, PEOPLE_LIMITS, PERSON_ID_TYPES } from '@siiicca/shared';
import { FormFields, type TFieldDef } from '../../../../components/catalogue';
import { toOptions, treeOf } from '../use-wizard-lookups';
import { LeaderLookupField } from './leader-lookup-field';
import { asCatalogueForm, type TStepProps } from './step-props';

/** Step 2: the leading lecturer, looked up by identification and completed by hand. */
export function LeaderStep({ form, lookups }: TStepProps) {
  const sectionalId = useWatch({ control: form.control, name: 'leader.sectional_id' });
  const tree = treeOf(lookups, sectionalId);
  const text = (name: string, label: string, maxLength: number, required = false, kind: 'text' | 'email' = 'text'): TFieldDef => ({
    kind,
    name: `leader.${name}`,
    label,
    maxLength,
    required,
  });
  const fields: TFieldDef[] = [
    {
      kind: 'select',
      name: 'leader.type_id',
      label: 'Tipo de Identificación',
      required: true,
      options: PERSON_ID_TYPES.map((t) => ({ value: t, label: ID_TYPE_LABELS[t] })),
    },
    { kind: 'custom', name: 'leader.identification', half: true, render: () => <LeaderLookupField form={form} /> },
    text('name', 'Nombre', PEOPLE_LIMITS.personName, true),
    text('email', 'Correo Electrónico', PEOPLE_LIMITS.email, true, 'email'),
    text('mobile', 'Celular', PEOPLE_LIMITS.mobile),
    {
      kind: 'select',
      name: 'leader.sectional_id',
      label: 'Seccional',
      required: true,
      options: lookups.sectionals.map((s) => ({ value: s.id, label: s.name })),
      resets: ['leader.faculty_id', 'leader.investigation_group_id'],
    },
    { kind: 'select', name: 'leader.faculty_id', label: 'Facultad', required: true, options: toOptions(tree?.faculties ?? []) },
    { kind: 'select', name: 'leader.investigation_group_id', label: 'Grupo de Investigación', options: toOptions(tree?.groups ?? []) },
    text('cvlac', 'CvLAC', PEOPLE_LIMITS.link),
    text('orcid', 'ORCID', PEOPLE_LIMITS.link),
    text('gooAcademico', 'Google Académico', PEOPLE_LIMITS.link),
  ];
  return <FormFields fields={fields} form={asCatalogueForm(form)} editing={null} />;
}
