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
import { catalogueSpec } from './catalogue-spec';

export const countriesSpec = catalogueSpec(COUNTRIES, countries, { name: countries.name, active: countries.active }, { idParam: ZCountryCodeParamSchema });

export const departmentsSpec: TCrudSpec = {
  ...catalogueSpec(DEPARTMENTS, departments, { name: departments.name, country_id: departments.countryId, active: departments.active }),
  idParam: ZDepartmentCodeParamSchema,
  extra: { country: { id: countries.id, name: countries.name } },
  joins: [{ table: countries, on: eq(countries.id, departments.countryId) }],
  expressions: { country: countries.name },
};

export const citiesSpec: TCrudSpec = {
  ...catalogueSpec(CITIES, cities, { name: cities.name, department_id: cities.departmentId, active: cities.active }),
  idParam: ZCityCodeParamSchema,
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
