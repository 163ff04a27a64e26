import { DIVISIONS, FACULTIES, PROGRAMS, SECTIONALS } from '@siiicca/shared';
import { divisions, faculties, programs, sectionals } from '../../../db/schema';
import { catalogueSpec, namedSpec } from './catalogue-spec';

export const sectionalsSpec = catalogueSpec(SECTIONALS, sectionals, {
  name: sectionals.name,
  address: sectionals.address,
  phone: sectionals.phone,
  sectional: sectionals.isSectional,
  active: sectionals.active,
});

export const divisionsSpec = namedSpec(DIVISIONS, divisions);
export const facultiesSpec = namedSpec(FACULTIES, faculties);

export const programsSpec = catalogueSpec(PROGRAMS, programs, {
  codesac: programs.codesac,
  name: programs.name,
  type: programs.type,
  degree_work: programs.degreeWork,
  active: programs.active,
});
