import { z } from 'zod';
import { ACTIVE_FIELD, defineCatalogue, ID_COLUMN, NAME_COLUMN, NAME_FIELD, namedCatalogue, STATE_COLUMN } from './define';
import { CAT_MSG } from './messages';
import { zActive, zDate, zName, zRequiredText } from './fields';
import { RESEARCH_API_BASE, researchCatalogue } from './research-catalogue';

// Subjects: the spec applies the name rule (required, at least 5) to the program and code fields too.
export const ZSubjectSchema = z.object({
  name: zName(255),
  program_sac: zName(50),
  codesac: zName(50),
  active: zActive(),
});
export const ZSubjectRowSchema = z.object({ id: z.number(), name: z.string(), program_sac: z.string(), codesac: z.string(), active: z.boolean() });

export const SUBJECTS = defineCatalogue({
  ...researchCatalogue('subjects', ZSubjectSchema, ZSubjectRowSchema),
  noun: { singular: 'Asignatura', plural: 'Asignaturas', feminine: true },
  columns: [
    ID_COLUMN,
    NAME_COLUMN,
    { field: 'program_sac', header: 'Programa SAC', sort: 'program_sac', width: 140 },
    { field: 'codesac', header: 'Código SAC', sort: 'codesac', width: 140 },
    STATE_COLUMN,
  ],
  searchable: ['name', 'program_sac', 'codesac'],
  form: [
    NAME_FIELD,
    { name: 'program_sac', label: 'Programa SAC', kind: 'text' },
    { name: 'codesac', label: 'Código SAC', kind: 'text' },
    ACTIVE_FIELD,
  ],
});
export type TSubjectInput = z.input<typeof ZSubjectSchema>;
export type TSubjectRow = z.infer<typeof ZSubjectRowSchema>;

/** The extra call of the subjects screen: pull the subjects from the academic system. */
export const SUBJECTS_SYNC_API = '/api/siiicca/sync_subjects';
export const ZSyncSubjectsResponseSchema = z.object({ message: z.string(), added: z.number(), updated: z.number() });

/** Research lines and fields of action share one shape: a name (required, at least 5) and the state. */
export const ZNamedItemSchema = z.object({ name: zName(255), active: zActive() });
export const ZNamedRowSchema = z.object({ id: z.number(), name: z.string(), active: z.boolean() });
export type TNamedItemInput = z.input<typeof ZNamedItemSchema>;
export type TNamedRow = z.infer<typeof ZNamedRowSchema>;

const named = () => namedCatalogue(ZNamedItemSchema, ZNamedRowSchema, [ID_COLUMN, NAME_COLUMN, STATE_COLUMN]);

export const INVESTIGATION_LINES = defineCatalogue({
  ...named(),
  apiBase: RESEARCH_API_BASE,
  key: 'investigation_lines',
  title: 'Líneas de Investigación',
  noun: { singular: 'Línea de Investigación', plural: 'Líneas de Investigación', feminine: true },
  exportFile: 'lineas_investigacion',
});

export const ACTION_FIELDS = defineCatalogue({
  ...named(),
  apiBase: RESEARCH_API_BASE,
  key: 'action_fields',
  noun: { singular: 'Campo de Acción', plural: 'Campos de Acción', feminine: false },
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

export const STRATEGY_PERIODS = defineCatalogue({
  ...researchCatalogue('strategy_periods', ZStrategyPeriodSchema, ZStrategyPeriodRowSchema),
  title: 'Periodo de Estrategia',
  noun: { singular: 'Periodo', plural: 'Periodos', feminine: false },
  columns: [
    ID_COLUMN,
    { field: 'description', header: 'Descripción', sort: 'description' },
    { field: 'date_start', header: 'Fecha Inicio', kind: 'date', sort: 'date_start', width: 130 },
    { field: 'date_end', header: 'Fecha Final', kind: 'date', sort: 'date_end', width: 130 },
    { field: 'state', header: 'Estado', kind: 'active', sort: 'state', width: 110 },
  ],
  searchable: ['description'],
  defaultSort: '-date_start',
  form: [
    { name: 'description', label: 'Descripción', kind: 'text' },
    { name: 'date_start', label: 'Fecha Inicio', kind: 'date' },
    { name: 'date_end', label: 'Fecha Final', kind: 'date' },
    { name: 'state', label: 'Activo', kind: 'switch' },
  ],
  messages: { saveError: 'Error al guardar el Periodo', loadError: 'Error Obteniendo los Periodos' },
});
export type TStrategyPeriodInput = z.input<typeof ZStrategyPeriodSchema>;
export type TStrategyPeriodRow = z.infer<typeof ZStrategyPeriodRowSchema>;
