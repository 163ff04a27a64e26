import { eq } from 'drizzle-orm';
import {
  CAT_MSG,
  CITIES,
  COUNTRIES,
  DEPARTMENTS,
  ZCityCodeParamSchema,
  ZCountryCodeParamSchema,
  ZDepartmentCodeParamSchema,
} from '@siiicca/shared';
import { cities, countries, departments } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import type { TCrudSpec } from '../../../platform/crud/spec';

export const countriesSpec: TCrudSpec = {
  def: COUNTRIES,
  table: countries,
  id: countries.id,
  idParam: ZCountryCodeParamSchema,
  fields: { id: countries.id, name: countries.name, active: countries.active },
};

export const departmentsSpec: TCrudSpec = {
  def: DEPARTMENTS,
  table: departments,
  id: departments.id,
  idParam: ZDepartmentCodeParamSchema,
  fields: { id: departments.id, name: departments.name, country_id: departments.countryId, active: departments.active },
  extra: { country: { id: countries.id, name: countries.name } },
  joins: [{ table: countries, on: eq(countries.id, departments.countryId) }],
  expressions: { country: countries.name },
};

export const citiesSpec: TCrudSpec = {
  def: CITIES,
  table: cities,
  id: cities.id,
  idParam: ZCityCodeParamSchema,
  fields: { id: cities.id, name: cities.name, department_id: cities.departmentId, active: cities.active },
  extra: { department: { id: departments.id, name: departments.name } },
  joins: [{ table: departments, on: eq(departments.id, cities.departmentId) }],
  expressions: { department: departments.name },
  // A DANE city code starts with its department's code, so the department cannot move on edit.
  async beforeSave(_tx, body, id) {
    if (id !== null && body.department_id !== String(id).slice(0, 2)) {
      throw badRequest(CAT_MSG.cityCodePrefix, { department_id: [CAT_MSG.cityCodePrefix] });
    }
  },
};
