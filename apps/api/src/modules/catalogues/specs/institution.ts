import { DIVISIONS, FACULTIES, PROGRAMS, SECTIONALS, ZSerialIdParamSchema } from '@siiicca/shared';
import { divisions, faculties, programs, sectionals } from '../../../db/schema';
import type { TCrudSpec } from '../../../platform/crud/spec';
import { namedSpec } from './academic';

export const sectionalsSpec: TCrudSpec = {
  def: SECTIONALS,
  table: sectionals,
  id: sectionals.id,
  idParam: ZSerialIdParamSchema,
  fields: {
    id: sectionals.id,
    name: sectionals.name,
    address: sectionals.address,
    phone: sectionals.phone,
    sectional: sectionals.isSectional,
    active: sectionals.active,
  },
};

export const divisionsSpec = namedSpec(DIVISIONS, divisions);
export const facultiesSpec = namedSpec(FACULTIES, faculties);

export const programsSpec: TCrudSpec = {
  def: PROGRAMS,
  table: programs,
  id: programs.id,
  idParam: ZSerialIdParamSchema,
  fields: {
    id: programs.id,
    codesac: programs.codesac,
    name: programs.name,
    type: programs.type,
    degree_work: programs.degreeWork,
    active: programs.active,
  },
};
