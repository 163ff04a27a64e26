import { ANNOUNCEMENT_LIMITS, BOUNDS, LOOKUPS, maxLengthOf, PRODUCT_FAMILIES, shapeOf, todayInBogota, type TCatalogueDef, type TCatalogueKey } from '@siiicca/shared';

/**
 * The records of write-read-agreement.test.ts, one entry per catalogue of the registry (typed by
 * TCatalogueKey, so a new catalogue does not compile until it has its entry): a body with only the
 * required fields, a body with every field at its bounds, and the selection lists that show it.
 */

/** What the test's setup prepared: a sectional with a division → faculty tree, many lines and types, free codes. */
export type TWorld = {
  sectionalId: number;
  divisionId: number;
  facultyId: number;
  lineIds: number[];
  productTypeIds: number[];
  countryCodes: [string, string];
  departmentCodes: [string, string];
  /** A department the cities hang from. */
  cityDepartment: string;
};

export type TVariant = 'required' | 'bounds';
type Body = Record<string, unknown>;
/** A selection list (GET path) and whether the record is in its answer. */
export type TSelection = { path: string; has: (data: unknown, id: unknown) => boolean };

export type TFixture = {
  body: (w: TWorld, token: string, variant: TVariant) => Body;
  /** Selection lists that show the active record; `tree` also puts it in the world's sectional tree first. */
  selections: (w: TWorld, variant: TVariant, body: Body) => TSelection[];
  tree?: 'division' | 'faculty' | 'program';
};

type Item = { id: unknown } & Record<string, unknown>;
const items = (data: unknown) => data as Item[];
export const flat = (path: string): TSelection => ({ path, has: (data, id) => items(data).some((x) => x.id === id) });
/** A record inside the sectionals' tree of /api/selsectionals (divisions, programs, groups...). */
const inSectionals = (key: string): TSelection => ({
  path: LOOKUPS.sectionals,
  has: (data, id) => items(data).some((s) => items(s[key]).some((x) => x.id === id)),
});

/** A text of exactly `length` characters starting with the record's search token. */
export const fill = (token: string, length: number) => `${token} ${'x'.repeat(Math.max(0, length - token.length - 1))}`.slice(0, length);
/** The field's own maximum (read from the write schema), so the bounds move with the rule. */
const max = (def: TCatalogueDef, field: string) => maxLengthOf(shapeOf(def.createSchema)[field])!;
const atMax = (def: TCatalogueDef, field: string, token: string) => fill(token, max(def, field));
/** A unique text for a field that is not searched (codes), of the field's maximum length. */
const uniqueAtMax = (def: TCatalogueDef, field: string, token: string) => `${token}${'9'.repeat(max(def, field))}`.slice(0, max(def, field));

const named = (paths: TSelection[]): TFixture => ({
  body: (_w, token, v) => (v === 'required' ? { name: `${token} mínimo` } : { name: fill(token, 255), active: true }),
  selections: () => paths,
});

export const FIXTURES = (defs: Record<TCatalogueKey, TCatalogueDef>): Record<TCatalogueKey, TFixture> => ({
  subjects: {
    body: (_w, token, v) =>
      v === 'required'
        ? { name: `${token} mínimo`, program_sac: 'Programa SAC', codesac: `${token}-C` }
        : { name: atMax(defs.subjects, 'name', token), program_sac: atMax(defs.subjects, 'program_sac', token), codesac: uniqueAtMax(defs.subjects, 'codesac', token), active: true },
    selections: () => [flat(LOOKUPS.subjects)],
  },
  investigation_lines: named([flat(LOOKUPS.investigationLines)]),
  action_fields: named([flat(LOOKUPS.actionFields)]),
  // The budget's catalogues have no selection list: the start dialog reads their active rows with its context.
  budget_items: named([]),
  funding_sources: named([]),
  strategy_periods: {
    body: (_w, token, v) =>
      v === 'required'
        ? { description: `${token} mínimo`, date_start: '2030-01-01', date_end: '2030-06-30' }
        : { description: atMax(defs.strategy_periods, 'description', token), date_start: BOUNDS.dateMin, date_end: BOUNDS.dateMax, state: true },
    selections: (_w, v) => [
      flat(LOOKUPS.strategyPeriods),
      ...(v === 'bounds' ? [{ path: LOOKUPS.strategyPeriod, has: (data: unknown, id: unknown) => (data as Item | null)?.id === id }] : []),
    ],
  },
  sectionals: {
    body: (_w, token, v) =>
      v === 'required'
        ? { name: `${token} mínimo`, address: 'Calle 1' }
        : { name: atMax(defs.sectionals, 'name', token), address: atMax(defs.sectionals, 'address', token), phone: atMax(defs.sectionals, 'phone', token), sectional: false, active: true },
    selections: () => [flat(LOOKUPS.sectionals), flat(LOOKUPS.campuses), flat('/api/users/sectional-options')],
  },
  divisions: { ...named([flat(LOOKUPS.divisions), inSectionals('divisions')]), body: (_w, t, v) => ({ name: v === 'required' ? `${t} mínimo` : fill(t, 100), ...(v === 'bounds' ? { active: true } : {}) }), tree: 'division' },
  faculties: { ...named([flat(LOOKUPS.faculties), inSectionals('faculties')]), body: (_w, t, v) => ({ name: v === 'required' ? `${t} mínimo` : fill(t, 100), ...(v === 'bounds' ? { active: true } : {}) }), tree: 'faculty' },
  programs: {
    body: (_w, token, v) =>
      v === 'required'
        ? { name: `${token} mínimo` }
        : { codesac: BOUNDS.intMax, name: atMax(defs.programs, 'name', token), type: atMax(defs.programs, 'type', token), degree_work: true, active: true },
    selections: () => [flat(LOOKUPS.programs), inSectionals('programs')],
    tree: 'program',
  },
  investigation_groups: {
    body: (w, token, v) =>
      v === 'required'
        ? { sectional_id: w.sectionalId, name: `${token} mínimo`, colciencias: `${token}-COL` }
        : {
            sectional_id: w.sectionalId,
            name: atMax(defs.investigation_groups, 'name', token),
            colciencias: uniqueAtMax(defs.investigation_groups, 'colciencias', token),
            url: `https://grupos.example.org/${'a'.repeat(max(defs.investigation_groups, 'url') - 27)}`,
            investigation_lines: w.lineIds.slice(0, BOUNDS.listMax),
            active: true,
          },
    selections: () => [inSectionals('groups')],
  },
  research_hotbeds: {
    body: (w, token, v) => ({
      sectional_id: w.sectionalId,
      division_id: w.divisionId,
      faculty_id: w.facultyId,
      name: v === 'required' ? `${token} mínimo` : atMax(defs.research_hotbeds, 'name', token),
      ...(v === 'bounds' ? { active: true } : {}),
    }),
    selections: () => [inSectionals('research_hotbeds')],
  },
  products: {
    body: (w, token, v) =>
      v === 'required'
        ? { name: `${token} mínimo` }
        : {
            name: atMax(defs.products, 'name', token),
            // Every (type, hours) pair up to the list's limit, hours up to 168 (a week).
            types: w.productTypeIds.flatMap((id) => Array.from({ length: 168 }, (_, h) => ({ id, hours: h + 1 }))).slice(0, BOUNDS.listMax),
            active: true,
          },
    selections: () => [flat(LOOKUPS.products)],
  },
  product_types: {
    body: (_w, token, v) => (v === 'required' ? { name: `${token} mínimo` } : { name: fill(token, 255), family: PRODUCT_FAMILIES.at(-1), active: true }),
    selections: () => [flat(LOOKUPS.productTypes)],
  },
  countries: {
    body: (w, token, v) => {
      const id = w.countryCodes[v === 'required' ? 0 : 1];
      return v === 'required' ? { id, name: `${token} mín` } : { id, name: atMax(defs.countries, 'name', token), active: true };
    },
    selections: () => [flat(LOOKUPS.countries)],
  },
  departments: {
    body: (w, token, v) => ({
      id: w.departmentCodes[v === 'required' ? 0 : 1],
      country_id: 'COL',
      name: v === 'required' ? `${token} mín` : atMax(defs.departments, 'name', token),
      ...(v === 'bounds' ? { active: true } : {}),
    }),
    selections: () => [flat(`${LOOKUPS.departments}?country=COL`), flat(LOOKUPS.departments)],
  },
  cities: {
    body: (w, token, v) => ({
      id: `${w.cityDepartment}${v === 'required' ? '001' : '999'}`,
      department_id: w.cityDepartment,
      name: v === 'required' ? `${token} mín` : atMax(defs.cities, 'name', token),
      ...(v === 'bounds' ? { active: true } : {}),
    }),
    selections: (w) => [flat(`${LOOKUPS.cities}?department=${w.cityDepartment}`), flat(LOOKUPS.cities)],
  },
  announcements: {
    body: (_w, token, v) => {
      const required = { name: `${token} mínimo`, type: 'Multicampus', description: 'Convocatoria', fecha_inicio: todayInBogota(), fecha_fin: todayInBogota() };
      if (v === 'required') return required;
      // 51 '.pdf' tokens and one space after the first comma: exactly 255 characters, each a known token.
      const accept = Array.from({ length: 51 }, () => '.pdf').join(',').replace(',', ', ');
      return {
        ...required,
        name: fill(token, 255),
        description: fill(token, 255),
        fecha_fin: BOUNDS.dateMax,
        state: true,
        attacheds: Array.from({ length: ANNOUNCEMENT_LIMITS.attacheds }, (_, i) => ({ name: fill(`Documento ${i}`, 255), required: i % 2 === 0, accept })),
      };
    },
    selections: () => [flat(LOOKUPS.announcements)],
  },
});
