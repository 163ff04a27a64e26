import type { TInvestigatorOut, TProjectDetail, TProjectSaveInput } from '@siiicca/shared';
import type { TProjectFormValues, TProjectLookups } from './form-values';

type TInternalInput = TProjectSaveInput['internal_investigators'] extends (infer I)[] | undefined ? I : never;
type TExternalInput = TProjectSaveInput['external_investigators'] extends (infer I)[] | undefined ? I : never;

/** A new project: nothing chosen yet. */
export const newProjectValues = (): TProjectFormValues => ({
  id: null,
  version: null,
  announcement_id: undefined as unknown as number,
  title: '',
  sectional_id: null,
  hours: undefined as unknown as number,
  internal_investigators: [],
  external_investigators: [],
  attacheds: [],
  results: [],
  files: {},
});

const person = (i: TInvestigatorOut) => ({
  type_id: i.third.type_id as TInternalInput['third']['type_id'],
  identification: i.third.identification,
  name: i.third.name,
  email: i.third.email,
  mobile: i.third.mobile,
  cvlac: i.third.cvlac,
  orcid: i.third.orcid,
  gooAcademico: i.third.gooAcademico,
});

const internal = (i: TInvestigatorOut): TInternalInput => ({
  id: i.id,
  type_third: 'Interno',
  type_investigator: i.type_investigator,
  third: person(i) as TInternalInput['third'],
  city: i.city,
  training: i.training,
  link: i.link,
  colciencias: i.colciencias,
  payroll_hours: i.payroll_hours,
  sectional_id: i.sectional_id,
  investigation_group_id: i.investigation_group_id,
  division_id: i.division_id,
  faculty_id: i.faculty_id,
});

const external = (i: TInvestigatorOut): TExternalInput => ({
  id: i.id,
  type_third: 'Externo',
  type_investigator: 'Coinvestigador',
  third: person(i) as TExternalInput['third'],
  city: i.city,
  training: i.training,
  // A draft's entity may lack any field: absent, not null (only the web page takes null).
  entity: i.entity && (Object.fromEntries(Object.entries(i.entity).filter(([, v]) => v !== null)) as TExternalInput['entity']),
  interlocutor: i.interlocutor,
  contact: i.contact,
});

/** A saved project as the form edits it (the API's answer, in the save schema's shape). */
export const detailToForm = (d: TProjectDetail): TProjectFormValues => ({
  id: d.id,
  version: d.version,
  announcement_id: d.announcement_id,
  title: d.title,
  sectional_id: d.sectional_id,
  hours: (d.hours ?? undefined) as number,
  internal_investigators: d.internal_investigators.map(internal),
  external_investigators: d.external_investigators.map(external),
  attacheds: d.attacheds.map((a) => ({ attached_id: a.attached_id, id: a.id })),
  results: d.results.map((r) => ({ id: r.id, product_type_id: r.product_type_id, product_id: r.product_id, quantity: r.quantity })),
  files: {},
});

/**
 * What 'Guardar Borrador' sends as `data`: the values without the chosen files. A document with a
 * new file is listed too (its stored id, if any, is replaced by the file).
 */
export function toPayload(values: TProjectFormValues): TProjectSaveInput {
  const { files, ...rest } = values;
  const listed = new Set((rest.attacheds ?? []).map((a) => a.attached_id));
  const added = Object.entries(files ?? {})
    .filter(([id, file]) => file && !listed.has(Number(id)))
    .map(([id]) => ({ attached_id: Number(id), id: null }));
  return { ...rest, attacheds: [...(rest.attacheds ?? []), ...added] };
}

/** The calls offered: those open today, plus the project's own call when it is no longer open. */
export function withOwnCall(open: TProjectLookups['announcements'], detail: TProjectDetail | undefined): TProjectLookups['announcements'] {
  if (!detail || open.some((c) => c.id === detail.announcement_id)) return open;
  const a = detail.announcement;
  return [...open, { id: a.id, name: a.name, type: a.type, description: '', fecha_inicio: a.fecha_inicio, fecha_fin: a.fecha_fin, attacheds: a.attacheds, blind: a.blind }];
}
