import {
  fieldsFor,
  ID_TYPE_LABELS,
  ID_TYPES,
  labelsFor,
  PEOPLE_LIMITS,
  STRATEGY_FIELD_LABELS as L,
  STRATEGY_LIMITS,
  type TStrategyKind,
} from '@siiicca/shared';
import type { TFieldDef, TFormValues } from '../../../../components/catalogue';
import { toOptions, treeOf, type TWizardLookups } from '../use-wizard-lookups';

const ids = (values: TFormValues, name: string) => ((values[name] as number[] | undefined) ?? []);

/**
 * The fields of step 3 for a kind (spec section 5): the common ones, and the conditional ones
 * exactly as `fieldsFor` says. Divisions, faculties and programs offer only the sectional's tree,
 * each narrowed by the choices above it.
 */
export function generalFields(kind: TStrategyKind | null | undefined, lookups: TWizardLookups): TFieldDef[] {
  const applies = fieldsFor(kind);
  const labels = labelsFor(kind);
  const tree = (values: TFormValues) => treeOf(lookups, values.sectional_id);
  const many = (name: string, label: string, options: Extract<TFieldDef, { kind: 'select' }>['options'], required = true): TFieldDef => ({
    kind: 'select',
    name,
    label,
    required,
    multiple: true,
    autocomplete: true,
    options,
  });
  const long = (name: string, label: string, required: boolean, visible = true): TFieldDef => ({
    kind: 'textarea',
    name,
    label,
    required,
    maxLength: STRATEGY_LIMITS.longText,
    visible: () => visible,
  });
  return [
    many('divisions', L.divisions!, ({ values }) => toOptions(tree(values)?.divisions ?? [])),
    many('faculties', L.faculties!, ({ values }) =>
      toOptions((tree(values)?.faculties ?? []).filter((f) => ids(values, 'divisions').includes(f.division_id))),
    ),
    many('programs', L.programs!, ({ values }) =>
      toOptions((tree(values)?.programs ?? []).filter((p) => ids(values, 'faculties').includes(p.faculty_id))),
    ),
    { kind: 'textarea', name: 'name', label: labels.name, required: true, maxLength: STRATEGY_LIMITS.name },
    long('overall_objective', L.overall_objective!, true, applies.overall_objective),
    long('specific_goal', L.specific_goal!, true, applies.specific_goal),
    { ...many('subjects', L.subjects!, toOptions(lookups.subjects)), visible: () => applies.subjects },
    long('problem_nucleus', labels.problem, true, applies.problem_nucleus),
    { kind: 'date', name: 'conformation_date', label: L.conformation_date!, required: true, visible: () => applies.conformation_date },
    {
      kind: 'select',
      name: 'research_hotbed_id',
      label: L.research_hotbed!,
      required: true,
      autocomplete: true,
      visible: () => applies.research_hotbed_id,
      options: ({ values }) => {
        const chosen = ids(values, 'faculties');
        const all = tree(values)?.research_hotbeds ?? [];
        return toOptions(chosen.length ? all.filter((h) => chosen.includes(h.faculty_id)) : all);
      },
    },
    { kind: 'text', name: 'proyect_name', label: L.proyect_name!, maxLength: STRATEGY_LIMITS.proyectName, visible: () => applies.proyect_name },
    { kind: 'textarea', name: 'reward', label: L.reward!, maxLength: STRATEGY_LIMITS.reward, visible: () => applies.reward },
    {
      kind: 'select',
      name: 'entity.type_id',
      label: 'Tipo de Identificación de la Entidad',
      options: ID_TYPES.map((t) => ({ value: t, label: ID_TYPE_LABELS[t] })),
      visible: () => applies.entity,
    },
    { kind: 'text', name: 'entity.identification', label: 'Identificación de la Entidad', maxLength: PEOPLE_LIMITS.identification, visible: () => applies.entity },
    { kind: 'text', name: 'entity.name', label: 'Nombre de la Entidad', maxLength: PEOPLE_LIMITS.organisationName, visible: () => applies.entity },
    long('methodology', L.methodology!, true),
    { kind: 'number', name: 'duration', label: L.duration!, required: true, helperText: `Número entero de meses, de 1 a ${STRATEGY_LIMITS.durationMonths}` },
    { kind: 'text', name: 'academic_period', label: L.academic_period!, required: true, maxLength: STRATEGY_LIMITS.academicPeriod, helperText: 'Ej.: 2026-2' },
    many('investigation_lines', L.investigation_lines!, toOptions(lookups.lines)),
    many('action_fields', L.action_fields!, toOptions(lookups.actionFields)),
  ];
}
