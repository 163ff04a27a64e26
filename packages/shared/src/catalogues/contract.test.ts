import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractMismatches, itemOf, shapeOf } from './contract';
import { CATALOGUES } from './registry';
import {
  LOOKUPS,
  ZCampusSchema,
  ZLookupCodeOptionSchema,
  ZLookupOptionSchema,
  ZSelAnnouncementSchema,
  ZSelCitySchema,
  ZSelDepartmentSchema,
  ZSelEconomicSectorSchema,
  ZSelPeriodSchema,
  ZSelPeriodWithStateSchema,
  ZSelProductSchema,
  ZSelProgramSchema,
  ZSelSectionalSchema,
  ZSelSubjectSchema,
} from './lookups';
import { ZProgramSchema, ZSectionalTreeSchema } from './institution';
import type { TCatalogueDef } from './define';

describe('every catalogue reads back what it accepts (issue 15)', () => {
  it.each(Object.entries(CATALOGUES))('%s: its rows carry every field its form writes, nullable exactly where the form may leave it empty', (_key, def) => {
    expect(contractMismatches(def.createSchema, def.rowSchema, { allFields: true })).toEqual([]);
    expect(contractMismatches(def.updateSchema, def.rowSchema, { allFields: true })).toEqual([]);
  });
});

const { sectionals, programs, investigation_groups: groups, research_hotbeds: hotbeds, products, product_types: types } = CATALOGUES;
const nested = (schema: z.ZodType, key: string) => itemOf(shapeOf(schema)[key]!);

/** Each selection list's items (and nested items) against the catalogues they show; null: seed-only data. */
const SELECTION_CONTRACTS: Record<keyof typeof LOOKUPS, [TCatalogueDef, z.ZodType][] | null> = {
  sectionals: [
    [sectionals, ZSelSectionalSchema],
    [CATALOGUES.divisions, nested(ZSelSectionalSchema, 'divisions')],
    [CATALOGUES.faculties, nested(ZSelSectionalSchema, 'faculties')],
    [programs, nested(ZSelSectionalSchema, 'programs')],
    [groups, nested(ZSelSectionalSchema, 'groups')],
    [CATALOGUES.investigation_lines, nested(nested(ZSelSectionalSchema, 'groups'), 'investigation_lines')],
    [hotbeds, nested(ZSelSectionalSchema, 'research_hotbeds')],
  ],
  campuses: [[sectionals, ZCampusSchema]],
  divisions: [[CATALOGUES.divisions, ZLookupOptionSchema]],
  faculties: [[CATALOGUES.faculties, ZLookupOptionSchema]],
  economicSectors: null,
  strategyPeriod: [[CATALOGUES.strategy_periods, ZSelPeriodSchema]],
  strategyPeriods: [[CATALOGUES.strategy_periods, ZSelPeriodWithStateSchema]],
  actionFields: [[CATALOGUES.action_fields, ZLookupOptionSchema]],
  investigationLines: [[CATALOGUES.investigation_lines, ZLookupOptionSchema]],
  subjects: [[CATALOGUES.subjects, ZSelSubjectSchema]],
  products: [
    [products, ZSelProductSchema],
    [types, nested(ZSelProductSchema, 'types')],
  ],
  productTypes: [[types, ZLookupOptionSchema]],
  programs: [[programs, ZSelProgramSchema]],
  announcements: [[CATALOGUES.announcements, ZSelAnnouncementSchema]],
  countries: [[CATALOGUES.countries, ZLookupCodeOptionSchema]],
  departments: [[CATALOGUES.departments, ZSelDepartmentSchema]],
  cities: [[CATALOGUES.cities, ZSelCitySchema]],
};

describe('every selection list shows what the catalogues accept', () => {
  it.each(Object.entries(SELECTION_CONTRACTS))('%s', (_key, pairs) => {
    for (const [def, item] of pairs ?? []) {
      expect(Object.keys(shapeOf(item)).length, def.key).toBeGreaterThan(0);
      expect(contractMismatches(def.createSchema, item), def.key).toEqual([]);
    }
  });

  it('the economic sectors, seed-only reference data, still have an item schema', () => {
    expect(Object.keys(shapeOf(ZSelEconomicSectorSchema))).toEqual(['id', 'name', 'code']);
  });

  it('the sectional tree shows a program saved without its SAC code', () => {
    const program = nested(nested(nested(ZSectionalTreeSchema, 'relationship'), 'faculties'), 'programs');
    expect(contractMismatches(programs.createSchema, program)).toEqual([]);
  });
});

describe('the contract check itself', () => {
  it('finds the issue-15 case: a program saved without its SAC code or type, read by a list that wants both', () => {
    const strictRow = z.object({ id: z.number(), codesac: z.number(), name: z.string(), type: z.string() });
    expect(contractMismatches(ZProgramSchema, strictRow)).toEqual([
      'codesac: stored as null when left out, which the read schema refuses',
      'type: stored as null when left out, which the read schema refuses',
    ]);
  });

  it('finds a required field read as nullable, a default the read refuses and a written field the row lacks', () => {
    const write = z.object({ name: z.string().min(1), state: z.boolean().default(true), url: z.string().nullish().transform((v) => v || null) });
    const read = z.object({ name: z.string().nullable(), state: z.literal(false) });
    expect(contractMismatches(write, read, { allFields: true })).toEqual([
      'name: required to write but nullable to read',
      'state: stored as true when left out, which the read schema refuses',
      'url: written but missing from the read schema',
    ]);
  });

  it('reads the fields of refined and intersected write schemas', () => {
    expect(Object.keys(shapeOf(CATALOGUES.announcements.createSchema))).toEqual(
      expect.arrayContaining(['name', 'type', 'description', 'fecha_inicio', 'fecha_fin', 'state', 'attacheds']),
    );
    expect(Object.keys(shapeOf(CATALOGUES.cities.createSchema))).toEqual(['id', 'department_id', 'name', 'active']);
  });
});
