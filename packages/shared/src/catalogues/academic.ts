import { z } from 'zod';
import { defineCatalogue } from './define';
import { CAT_MSG } from './messages';
import { zActive, zDate, zName, zRequiredText } from './fields';

const ID = { field: 'id', header: 'Id', kind: 'number', sort: 'id', width: 80 } as const;
const NAME = { field: 'name', header: 'Nombre', sort: 'name' } as const;
const STATE = { field: 'active', header: 'Estado', kind: 'active', sort: 'active', width: 110 } as const;
const ACTIVE_FIELD = { name: 'active', label: 'Activo', kind: 'switch' } as const;

// Subjects: the spec applies the name rule (required, at least 5) to the program and code fields too.
export const ZSubjectSchema = z.object({
  name: zName(255),
  program_sac: zName(50),
  codesac: zName(50),
  active: zActive(),
});
export const ZSubjectRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  program_sac: z.string(),
  codesac: z.string(),
  active: z.boolean(),
});
export type TSubjectInput = z.input<typeof ZSubjectSchema>;
export type TSubjectRow = z.infer<typeof ZSubjectRowSchema>;

export const SUBJECTS = defineCatalogue({
  key: 'subjects',
  title: 'Asignaturas',
  noun: { singular: 'Asignatura', plural: 'Asignaturas', feminine: true },
  screen: '/subjects',
  api: '/api/siiicca/subjects',
  permission: 'subjects.manage',
  idKind: 'serial',
  createSchema: ZSubjectSchema,
  rowSchema: ZSubjectRowSchema,
  columns: [
    ID,
    NAME,
    { field: 'program_sac', header: 'Programa SAC', sort: 'program_sac', width: 140 },
    { field: 'codesac', header: 'Código SAC', sort: 'codesac', width: 140 },
    STATE,
  ],
  searchable: ['name', 'program_sac', 'codesac'],
  sortable: ['name', 'id', 'program_sac', 'codesac', 'active'],
  defaultSort: 'name',
  form: [
    { name: 'name', label: 'Nombre', kind: 'text' },
    { name: 'program_sac', label: 'Programa SAC', kind: 'text' },
    { name: 'codesac', label: 'Código SAC', kind: 'text' },
    ACTIVE_FIELD,
  ],
});
/** The extra call of the subjects screen: pull the subjects from the academic system. */
export const SUBJECTS_SYNC_API = '/api/siiicca/sync_subjects';
export const ZSyncSubjectsResponseSchema = z.object({ message: z.string(), added: z.number(), updated: z.number() });

/** Research lines and fields of action share one shape: a name (required, at least 5) and the state. */
export const ZNamedItemSchema = z.object({ name: zName(255), active: zActive() });
export const ZNamedRowSchema = z.object({ id: z.number(), name: z.string(), active: z.boolean() });
export type TNamedItemInput = z.input<typeof ZNamedItemSchema>;
export type TNamedRow = z.infer<typeof ZNamedRowSchema>;

const namedCatalogue = {
  idKind: 'serial',
  createSchema: ZNamedItemSchema,
  rowSchema: ZNamedRowSchema,
  columns: [ID, NAME, STATE],
  searchable: ['name'],
  sortable: ['name', 'id', 'active'],
  defaultSort: 'name',
  form: [{ name: 'name', label: 'Nombre', kind: 'text' }, ACTIVE_FIELD],
} as const;

export const INVESTIGATION_LINES = defineCatalogue({
  ...namedCatalogue,
  key: 'investigation_lines',
  title: 'Lineas de Investigación',
  noun: { singular: 'Línea de Investigación', plural: 'Líneas de Investigación', feminine: true },
  screen: '/investigation_lines',
  api: '/api/siiicca/investigation_lines',
  exportApi: '/api/siiicca/export_investigation_lines',
  exportFile: 'lineas_investigacion',
  permission: 'investigation_lines.manage',
  columns: [...namedCatalogue.columns],
  searchable: [...namedCatalogue.searchable],
  sortable: [...namedCatalogue.sortable],
  form: [...namedCatalogue.form],
});

export const ACTION_FIELDS = defineCatalogue({
  ...namedCatalogue,
  key: 'action_fields',
  title: 'Campos de Acción',
  noun: { singular: 'Campo de Acción', plural: 'Campos de Acción', feminine: false },
  screen: '/action_fields',
  api: '/api/siiicca/action_fields',
  permission: 'action_fields.manage',
  columns: [...namedCatalogue.columns],
  searchable: [...namedCatalogue.searchable],
  sortable: [...namedCatalogue.sortable],
  form: [...namedCatalogue.form],
});

// Strategy periods: at most one period is active (state true); the API enforces it.
export const ZStrategyPeriodSchema = z
  .object({
    description: zRequiredText(255),
    date_start: zDate(),
    date_end: zDate(),
    state: z.boolean().default(false),
  })
  .refine((v) => v.date_end >= v.date_start, { message: CAT_MSG.endBeforeStart, path: ['date_end'] });
export const ZStrategyPeriodRowSchema = z.object({
  id: z.number(),
  description: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  state: z.boolean(),
});
export type TStrategyPeriodInput = z.input<typeof ZStrategyPeriodSchema>;
export type TStrategyPeriodRow = z.infer<typeof ZStrategyPeriodRowSchema>;

export const STRATEGY_PERIODS = defineCatalogue({
  key: 'strategy_periods',
  title: 'Periodo de Estrategia',
  noun: { singular: 'Periodo', plural: 'Periodos', feminine: false },
  screen: '/strategy_periods',
  api: '/api/siiicca/strategy_periods',
  permission: 'strategy_periods.manage',
  idKind: 'serial',
  createSchema: ZStrategyPeriodSchema,
  rowSchema: ZStrategyPeriodRowSchema,
  columns: [
    ID,
    { field: 'description', header: 'Descripción', sort: 'description' },
    { field: 'date_start', header: 'Fecha Inicio', kind: 'date', sort: 'date_start', width: 130 },
    { field: 'date_end', header: 'Fecha Final', kind: 'date', sort: 'date_end', width: 130 },
    { field: 'state', header: 'Estado', kind: 'active', sort: 'state', width: 110 },
  ],
  searchable: ['description'],
  sortable: ['date_start', 'id', 'description', 'date_end', 'state'],
  defaultSort: '-date_start',
  form: [
    { name: 'description', label: 'Descripción', kind: 'text' },
    { name: 'date_start', label: 'Fecha Inicio', kind: 'date' },
    { name: 'date_end', label: 'Fecha Final', kind: 'date' },
    { name: 'state', label: 'Activo', kind: 'switch' },
  ],
  messages: { saveError: 'Error al guardar el Periodo', loadError: 'Error Obteniendo los Periodos' },
});
