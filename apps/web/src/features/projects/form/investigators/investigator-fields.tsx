import TextField from '@mui/material/TextField';
import {
  EMPLOYMENT_LINKS,
  EMPLOYMENT_LINK_LABELS,
  ID_TYPE_LABELS,
  INVESTIGATOR_FIELD_LABELS as LABEL,
  INVESTIGATOR_LIMITS as L,
  INVESTIGATOR_TYPES,
  PERSON_ID_TYPES,
  RESEARCHER_CATEGORIES,
  type TThirdKind,
} from '@siiicca/shared';
import type { TFieldDef, TFormValues, TOption } from '../../../../components/catalogue';
import type { TProjectLookups } from '../form-values';
import { authorisationFields } from '../../../../components/people/authorisation-fields';
import { InvestigatorIdentification } from './investigator-identification';

const fixed = (values: readonly string[]): TOption[] => values.map((v) => ({ value: v, label: v }));
const named = (rows: { id: number | string; name: string }[]): TOption[] => rows.map((r) => ({ value: r.id, label: r.name }));

const text = (name: string, maxLength: number, required = true, kind: 'text' | 'email' = 'text'): TFieldDef => ({
  kind,
  name,
  label: LABEL[name] ?? name,
  maxLength,
  required,
});

/** The person: document type, identification with its look-up, name, city, e-mail, training, mobile. */
function personFields(kind: TThirdKind): TFieldDef[] {
  return [
    {
      kind: 'select',
      name: 'third.type_id',
      label: LABEL['third.type_id']!,
      required: true,
      options: PERSON_ID_TYPES.map((t) => ({ value: t, label: `${t} - ${ID_TYPE_LABELS[t]}` })),
    },
    { kind: 'custom', name: 'third.identification', half: true, render: ({ form }) => <InvestigatorIdentification form={form} kind={kind} /> },
    text('third.name', L.name),
    text('city', L.city),
    text('third.email', L.email, true, 'email'),
    text('training', L.training),
    text('third.mobile', L.mobile, kind === 'Interno'),
  ];
}

/** Investigadores USTA: the person, the investigator's type and employment, research profiles, and where they work. */
export function internalFields(lookups: TProjectLookups): TFieldDef[] {
  const tree = (v: TFormValues) => lookups.sectionals.find((s) => s.id === v.sectional_id);
  return [
    { kind: 'select', name: 'type_investigator', label: LABEL.type_investigator!, required: true, options: fixed(INVESTIGATOR_TYPES) },
    ...personFields('Interno'),
    { kind: 'select', name: 'link', label: LABEL.link!, required: true, options: EMPLOYMENT_LINKS.map((l) => ({ value: l, label: EMPLOYMENT_LINK_LABELS[l] })) },
    { kind: 'select', name: 'colciencias', label: LABEL.colciencias!, required: true, options: fixed(RESEARCHER_CATEGORIES) },
    { kind: 'number', name: 'payroll_hours', label: LABEL.payroll_hours!, required: true, helperText: `Horas semanales, de 1 a ${L.payrollHoursMax}` },
    {
      kind: 'select',
      name: 'sectional_id',
      label: LABEL.sectional_id!,
      required: true,
      options: named(lookups.sectionals),
      resets: ['faculty_id', 'investigation_group_id'],
    },
    { kind: 'select', name: 'faculty_id', label: LABEL.faculty_id!, required: true, options: ({ values }) => named(tree(values)?.faculties ?? []) },
    {
      kind: 'select',
      name: 'investigation_group_id',
      label: LABEL.investigation_group_id!,
      required: true,
      options: ({ values }) => named(tree(values)?.groups ?? []),
    },
    text('third.cvlac', L.link, false),
    text('third.orcid', L.link, false),
    text('third.gooAcademico', L.link, false),
    ...authorisationFields(),
  ];
}

/** An ally is always Coinvestigador: shown, never chosen. */
const allyType: TFieldDef = {
  kind: 'custom',
  name: 'type_investigator',
  half: true,
  render: () => (
    <TextField
      label={LABEL.type_investigator}
      value="Coinvestigador"
      fullWidth
      helperText="Los aliados externos son siempre Coinvestigadores"
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  ),
};

/** Aliados Externos, in three groups: the person, the entity they come from, and how to reach them. */
export function externalFieldGroups(lookups: TProjectLookups): { title: string; fields: TFieldDef[] }[] {
  return [
    { title: 'Persona', fields: [allyType, ...personFields('Externo')] },
    {
      title: 'Entidad',
      fields: [
        text('entity.nit', L.nit),
        text('entity.name', L.entityName),
        text('entity.representative', L.representative),
        { kind: 'select', name: 'entity.country_id', label: LABEL['entity.country_id']!, required: true, autocomplete: true, options: named(lookups.countries) },
        text('entity.web_page', L.link, false),
      ],
    },
    { title: 'Contacto', fields: [text('interlocutor', L.interlocutor), text('contact', L.contact)] },
  ];
}
