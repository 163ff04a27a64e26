import { z } from 'zod';
import { ACTIVE_FIELD, defineCatalogue, ID_COLUMN, NAME_COLUMN, NAME_FIELD, STATE_COLUMN } from './define';
import { CAT_MSG } from './messages';
import { zActive, zIdList, zName, zOptionalUrl, zRefId, zRequiredText, zRowRefs } from './fields';
import { ZNamedItemSchema, ZNamedRowSchema } from './academic';
import { researchCatalogue } from './research-catalogue';
import { BOUNDS, zList } from '../schemas/bounds';
import { PRODUCT_FAMILIES, PRODUCT_FAMILY_LABELS, type TProductFamily } from './product-families';
import { MSG } from '../messages';

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZInvestigationGroupSchema = z.object({
  sectional_id: zRefId(),
  name: zName(255),
  colciencias: zRequiredText(50),
  url: zOptionalUrl(255),
  investigation_lines: zIdList('líneas de investigación'),
  active: zActive(),
});
export const ZInvestigationGroupRowSchema = z.object({
  id: z.number(),
  ...zRowRefs(z.number(), 'sectional'),
  name: z.string(),
  colciencias: z.string(),
  url: z.string().nullable(),
  /** Ids of the group's research lines (what the form edits)... */
  investigation_lines: z.array(z.number()),
  /** ...and the lines with their names (what the table shows). */
  lines: z.array(ZRef),
  active: z.boolean(),
});

export const INVESTIGATION_GROUPS = defineCatalogue({
  ...researchCatalogue('investigation_groups', ZInvestigationGroupSchema, ZInvestigationGroupRowSchema, 'grupos_investigacion'),
  noun: { singular: 'Grupo de Investigación', plural: 'Grupos de Investigación', feminine: false },
  columns: [
    ID_COLUMN,
    NAME_COLUMN,
    { field: 'lines', header: 'Líneas de Investigación', kind: 'list' },
    { field: 'sectional.name', header: 'Seccional', sort: 'sectional', width: 180 },
    { field: 'colciencias', header: 'Colciencias', sort: 'colciencias', width: 140 },
    STATE_COLUMN,
  ],
  exportColumns: [
    ID_COLUMN,
    NAME_COLUMN,
    { field: 'lines', header: 'Líneas de Investigación', kind: 'list' },
    { field: 'sectional.name', header: 'Seccional' },
    { field: 'colciencias', header: 'Colciencias' },
    { field: 'url', header: 'Sitio Web' },
    STATE_COLUMN,
  ],
  searchable: ['name', 'colciencias', 'sectional'],
  form: [
    { name: 'sectional_id', label: 'Seccional', kind: 'select', lookup: '/api/campuses' },
    NAME_FIELD,
    { name: 'colciencias', label: 'Código Colciencias', kind: 'text' },
    { name: 'url', label: 'Sitio Web', kind: 'text' },
    { name: 'investigation_lines', label: 'Líneas de Investigación', kind: 'multiselect', lookup: '/api/siiicca/selinvestigation_lines' },
    ACTIVE_FIELD,
  ],
});
export type TInvestigationGroupInput = z.input<typeof ZInvestigationGroupSchema>;
export type TInvestigationGroupRow = z.infer<typeof ZInvestigationGroupRowSchema>;

/** A hotbed hangs from a sectional, and from a division and faculty of that sectional's tree. */
export const ZResearchHotbedSchema = z.object({
  sectional_id: zRefId(),
  division_id: zRefId(),
  faculty_id: zRefId(),
  name: zName(255),
  active: zActive(),
});
const hotbedRefs = zRowRefs(z.number(), 'sectional', 'division', 'faculty');
export const ZResearchHotbedRowSchema = z.object({ id: z.number(), ...hotbedRefs, name: z.string(), active: z.boolean() });

export const RESEARCH_HOTBEDS = defineCatalogue({
  ...researchCatalogue('research_hotbeds', ZResearchHotbedSchema, ZResearchHotbedRowSchema, 'semilleros_investigacion'),
  noun: { singular: 'Semillero de Investigación', plural: 'Semilleros de Investigación', feminine: false },
  columns: [
    ID_COLUMN,
    { field: 'faculty.name', header: 'Facultad', sort: 'faculty', width: 220 },
    { field: 'sectional.name', header: 'Seccional', sort: 'sectional', width: 180 },
    NAME_COLUMN,
    STATE_COLUMN,
  ],
  exportColumns: [
    ID_COLUMN,
    NAME_COLUMN,
    { field: 'sectional.name', header: 'Seccional' },
    { field: 'division.name', header: 'División' },
    { field: 'faculty.name', header: 'Facultad' },
    STATE_COLUMN,
  ],
  searchable: ['name', 'faculty', 'sectional'],
  form: [
    { name: 'sectional_id', label: 'Seccional', kind: 'select', lookup: '/api/selsectionals' },
    { name: 'division_id', label: 'División', kind: 'select', lookup: '/api/selsectionals' },
    { name: 'faculty_id', label: 'Facultad', kind: 'select', lookup: '/api/selsectionals' },
    NAME_FIELD,
    ACTIVE_FIELD,
  ],
});
export type TResearchHotbedInput = z.input<typeof ZResearchHotbedSchema>;
export type TResearchHotbedRow = z.infer<typeof ZResearchHotbedRowSchema>;

// Products: each is offered under one or more product types, for given hours intensities (pivot hours).
export const ZProductTypeLinkSchema = z.object({
  id: zRefId(),
  hours: z.number({ error: CAT_MSG.required }).int(CAT_MSG.invalidNumber).min(1, CAT_MSG.invalidNumber).max(168, CAT_MSG.invalidNumber),
});
export const ZProductSchema = z.object({
  name: zName(255),
  types: zList(ZProductTypeLinkSchema, BOUNDS.listMax, 'tipos de producto')
    .default([])
    .refine((ts) => new Set(ts.map((t) => `${t.id}:${t.hours}`)).size === ts.length, CAT_MSG.duplicateInList),
  active: zActive(),
});
export const ZProductRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  types: z.array(z.object({ id: z.number(), name: z.string(), hours: z.number() })),
  active: z.boolean(),
});

export const PRODUCTS = defineCatalogue({
  ...researchCatalogue('products', ZProductSchema, ZProductRowSchema),
  noun: { singular: 'Producto de Investigación', plural: 'Productos de Investigación', feminine: false },
  columns: [ID_COLUMN, NAME_COLUMN, STATE_COLUMN],
  searchable: ['name'],
  form: [
    NAME_FIELD,
    { name: 'types', label: 'Tipos de Producto y horas', kind: 'multiselect', lookup: '/api/siiicca/selproduct_types' },
    ACTIVE_FIELD,
  ],
});
export type TProductInput = z.input<typeof ZProductSchema>;
export type TProductRow = z.infer<typeof ZProductRowSchema>;

/**
 * A product type and the family of a project's expected results it counts for (the help of the
 * projects' step 5), or none. An empty select clears it.
 */
export const ZProductTypeSchema = ZNamedItemSchema.extend({
  family: z
    .enum([...PRODUCT_FAMILIES, ''], { error: MSG.invalidValue })
    .nullish()
    .transform((v): TProductFamily | null => v || null),
});
export const ZProductTypeRowSchema = ZNamedRowSchema.extend({
  family: z.enum(PRODUCT_FAMILIES).nullable(),
  /** The family's words (PRODUCT_FAMILY_LABELS), for the table and the export. */
  family_label: z.string().nullable(),
});

export const PRODUCT_TYPES = defineCatalogue({
  ...researchCatalogue('product_types', ZProductTypeSchema, ZProductTypeRowSchema),
  title: 'Tipos de Productos de Investigación',
  noun: { singular: 'Tipo de Producto', plural: 'Tipos de Producto', feminine: false },
  columns: [ID_COLUMN, NAME_COLUMN, { field: 'family_label', header: 'Familia', width: 260 }, STATE_COLUMN],
  searchable: ['name'],
  form: [
    NAME_FIELD,
    { name: 'family', label: 'Familia', kind: 'select', options: PRODUCT_FAMILIES, optionLabels: PRODUCT_FAMILY_LABELS },
    ACTIVE_FIELD,
  ],
});
export type TProductTypeInput = z.input<typeof ZProductTypeSchema>;
export type TProductTypeRow = z.infer<typeof ZProductTypeRowSchema>;
