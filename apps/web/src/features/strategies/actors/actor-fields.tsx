import {
  ACTOR_ROLES,
  ID_TYPE_LABELS,
  ID_TYPES,
  INTERNAL_TEACHER_LINKS,
  PEOPLE_LIMITS,
  PERSON_ID_TYPES,
  SECTORS,
  STUDENT_LINKS,
  TEACHER_LINKS,
  isPersonActor,
  type TActorType,
} from '@siiicca/shared';
import type { TFieldDef, TFormValues, TOption } from '../../../components/catalogue';
import { authorisationFields } from '../../../components/people/authorisation-fields';
import { GraduatePrograms } from './graduate-programs';
import { IdentificationField } from './identification-field';
import type { TActorOptions } from './use-actor-options';

const fixed = (values: readonly string[]): TOption[] => values.map((v) => ({ value: v, label: v }));
const idTypes = (types: readonly (keyof typeof ID_TYPE_LABELS)[]): TOption[] =>
  types.map((t) => ({ value: t, label: t === 'NIT' ? 'NIT' : `${t} - ${ID_TYPE_LABELS[t]}` }));
const isInternal = (link: unknown) => (INTERNAL_TEACHER_LINKS as readonly unknown[]).includes(link);
const linkIs = (...links: string[]) => (v: TFormValues) => links.includes(v.link as string);
const SEMESTERS: TOption[] = Array.from({ length: 14 }, (_x, i) => ({ value: i + 1, label: String(i + 1) }));

type TCtx = { type: TActorType; options: TActorOptions };

const text = (name: string, label: string, maxLength: number, required = true, extra: Partial<TFieldDef> = {}): TFieldDef =>
  ({ kind: 'text', name, label, maxLength, required, ...extra }) as TFieldDef;

function identification({ type }: TCtx): TFieldDef[] {
  const person = isPersonActor(type);
  return [
    { kind: 'select', name: 'third.type_id', label: 'Tipo de Identificación', required: true, options: idTypes(person ? PERSON_ID_TYPES : ID_TYPES) },
    { kind: 'custom', name: 'third.identification', half: true, render: ({ form }) => <IdentificationField form={form} type={type} /> },
  ];
}

const role: TFieldDef = { kind: 'select', name: 'rol', label: 'Rol', required: true, options: fixed(ACTOR_ROLES) };
const city = (o: TActorOptions, visible?: (v: TFormValues) => boolean): TFieldDef => ({
  kind: 'select',
  name: 'city_id',
  label: 'Ciudad',
  required: true,
  autocomplete: true,
  options: o.cities,
  visible,
});
const country = (o: TActorOptions, visible: (v: TFormValues) => boolean): TFieldDef => ({
  kind: 'select',
  name: 'country_id',
  label: 'País',
  required: true,
  autocomplete: true,
  options: o.countries,
  visible,
});

/** Lecturers, graduates and students: the person, the type's own fields, then their research profiles. */
function personFields(ctx: TCtx): TFieldDef[] {
  const { type, options: o } = ctx;
  const sectional = (v: TFormValues) => o.sectionals.find((s) => s.id === v.sectional_id);
  const own: Record<string, TFieldDef[]> = {
    Docente: [
      { kind: 'select', name: 'link', label: 'Vínculo', required: true, options: fixed(TEACHER_LINKS), resets: ['entity_name', 'city_id', 'country_id'] },
      role,
      { kind: 'select', name: 'sectional_id', label: 'Seccional', required: true, options: o.sectionals.map((s) => ({ value: s.id, label: s.name })), resets: ['faculty_id', 'investigation_group_id'], visible: (v) => isInternal(v.link) },
      { kind: 'select', name: 'faculty_id', label: 'Facultad', required: true, options: ({ values }) => (sectional(values)?.faculties ?? []).map((f) => ({ value: f.id, label: f.name })), visible: (v) => isInternal(v.link) },
      { kind: 'select', name: 'investigation_group_id', label: 'Grupo de Investigación', options: ({ values }) => (sectional(values)?.groups ?? []).map((g) => ({ value: g.id, label: g.name })), visible: (v) => isInternal(v.link) },
      text('entity_name', 'Institución', PEOPLE_LIMITS.entityName, true, { visible: linkIs('Docente Nacional', 'Docente Internacional') }),
      city(o, linkIs('Docente Nacional')),
      country(o, linkIs('Docente Internacional')),
    ],
    Egresado: [role, { kind: 'custom', name: 'programs', render: ({ form }) => <GraduatePrograms form={form} programs={o.programs} /> }],
    Estudiante: [
      { kind: 'select', name: 'link', label: 'Vínculo', required: true, options: fixed(STUDENT_LINKS), resets: ['program_id', 'semester', 'entity_name', 'country_id'] },
      role,
      { kind: 'select', name: 'program_id', label: 'Programa', required: true, autocomplete: true, options: o.programs, visible: linkIs('Estudiante USTA') },
      { kind: 'select', name: 'semester', label: 'Semestre', required: true, options: SEMESTERS, visible: linkIs('Estudiante USTA') },
      text('entity_name', 'Universidad de Origen', PEOPLE_LIMITS.entityName, true, { visible: linkIs('Estudiante Movilidad') }),
      country(o, linkIs('Estudiante Movilidad')),
    ],
  };
  return [
    ...identification(ctx),
    text('third.name', 'Nombre', PEOPLE_LIMITS.personName),
    { kind: 'email', name: 'third.email', label: 'Email', required: true, maxLength: PEOPLE_LIMITS.email },
    text('third.mobile', 'Celular', PEOPLE_LIMITS.mobile, false),
    ...(own[type] ?? []),
    text('third.cvlac', 'CvLAC', PEOPLE_LIMITS.link, false),
    text('third.orcid', 'ORCID', PEOPLE_LIMITS.link, false),
    text('third.gooAcademico', 'Google Académico', PEOPLE_LIMITS.link, false),
    ...authorisationFields(),
  ];
}

/** Productive sector, State and civil society: the entity, its contact person, where, and the role. */
function organisationFields(ctx: TCtx): TFieldDef[] {
  const { type, options: o } = ctx;
  return [
    ...identification(ctx),
    text('third.name', 'Nombre de la Entidad', PEOPLE_LIMITS.organisationName),
    text('third.mobile', 'Teléfono de la Entidad', PEOPLE_LIMITS.mobile, false),
    text('actor_name', 'Nombre del Contacto', PEOPLE_LIMITS.entityName),
    text('actor_position', 'Cargo del Contacto', PEOPLE_LIMITS.position),
    { kind: 'email', name: 'email', label: 'Email del Contacto', required: true, maxLength: PEOPLE_LIMITS.email },
    city(o),
    role,
    ...(type === 'Sector Productivo'
      ? ([
          { kind: 'select', name: 'sector', label: 'Sector', required: true, options: fixed(SECTORS) },
          { kind: 'select', name: 'economic_sector_id', label: 'Sector Económico', required: true, autocomplete: true, options: o.economicSectors },
        ] satisfies TFieldDef[])
      : []),
  ];
}

/** Exactly the fields of an actor type (the shared ZActorSchema branch of the type requires the same). */
export const actorFields = (ctx: TCtx) => (isPersonActor(ctx.type) ? personFields(ctx) : organisationFields(ctx));
