import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUES, defineCatalogue } from '@siiicca/shared';
import { CATALOGUE_SPECS } from '../../modules/catalogues/catalogues.routes';
import { announcementsSpec } from '../../modules/announcements/announcements.spec';
import { programsSpec, sectionalsSpec } from '../../modules/catalogues/specs/institution';
import { specContractMismatches } from './contract';
import type { TCrudSpec } from './spec';

const SPECS: TCrudSpec[] = [...CATALOGUE_SPECS, announcementsSpec];

describe('write schema, row schema and table columns agree for every list resource', () => {
  it('every catalogue of the registry has its API spec', () => {
    expect(SPECS.map((s) => s.def.key).sort()).toEqual(Object.keys(CATALOGUES).sort());
  });

  it.each(SPECS.map((s) => [s.def.api, s] as const))('%s', (_api, spec) => {
    expect(specContractMismatches(spec)).toEqual([]);
  });
});

describe('what the check refuses (the engine does not start with it)', () => {
  const withRow = (spec: TCrudSpec, rowSchema: z.ZodType): TCrudSpec => ({ ...spec, def: defineCatalogue({ ...spec.def, rowSchema }) });

  it('a program row that wants the SAC code and the type the compact form leaves out (issue 15)', () => {
    const strict = z.object({ id: z.number(), codesac: z.number(), name: z.string(), type: z.string(), degree_work: z.boolean(), active: z.boolean() });
    expect(specContractMismatches(withRow(programsSpec, strict))).toEqual([
      'codesac: stored as null when left out, which the read schema refuses',
      'type: stored as null when left out, which the read schema refuses',
      'codesac: column codesac may be null but the row schema refuses null',
      'type: column type may be null but the row schema refuses null',
    ]);
  });

  it('a required address read as nullable, and a NOT NULL column read as nullable', () => {
    const loose = z.object({ id: z.number(), name: z.string(), address: z.string().nullable(), phone: z.string().nullable(), sectional: z.boolean(), active: z.boolean() });
    expect(specContractMismatches(withRow(sectionalsSpec, loose))).toEqual([
      'address: required to write but nullable to read',
      'address: column address is NOT NULL but the row schema is nullable',
    ]);
  });

  it('an optional field over a NOT NULL column without default', () => {
    const spec: TCrudSpec = {
      ...sectionalsSpec,
      def: defineCatalogue({ ...sectionalsSpec.def, createSchema: (sectionalsSpec.def.createSchema as z.ZodObject).extend({ name: z.string().nullish().transform((v) => v || null) }) }),
    };
    expect(specContractMismatches(spec)).toContain('name: may be left empty but column name is NOT NULL without a default');
  });
});
