import { z } from 'zod';
import { ZAnnouncementRowSchema, ZAttachedRowSchema } from './announcements';
import { ZNamedRowSchema, ZStrategyPeriodRowSchema, ZSubjectRowSchema } from './academic';
import { ZDivisionRowSchema, ZProgramRowSchema, ZSectionalRowSchema } from './institution';
import { ZInvestigationGroupRowSchema, ZProductRowSchema, ZProductTypeRowSchema, ZResearchHotbedRowSchema } from './research';
import { ZCityRowSchema, ZCountryRowSchema, ZDepartmentRowSchema } from './geography';

/**
 * Selection lists that fill the forms' select boxes: active rows only, `{ data }`, readable by every
 * user holding 'lookups.read' (lecturers included). Paths of spec section 7, plus the few the
 * catalogue forms need (lines, product types, countries/departments/cities).
 */
export const LOOKUPS = {
  sectionals: '/api/selsectionals',
  campuses: '/api/campuses',
  divisions: '/api/seldivisions',
  faculties: '/api/selfaculties',
  economicSectors: '/api/seleconomic_sectors',
  strategyPeriod: '/api/siiicca/selstrategy_periods',
  /** Every strategy period, newest first, with its state: the strategy lists' period selector. */
  strategyPeriods: '/api/siiicca/selstrategy_periods_all',
  actionFields: '/api/siiicca/selaction_fields',
  investigationLines: '/api/siiicca/selinvestigation_lines',
  subjects: '/api/siiicca/selsubjects',
  products: '/api/siiicca/selproducts',
  productTypes: '/api/siiicca/selproduct_types',
  programs: '/api/siiicca/get_programs',
  announcements: '/api/siiicca/selannouncements',
  countries: '/api/selcountries',
  /** `?country=COL` narrows to one country. */
  departments: '/api/seldepartments',
  /** `?department=05` narrows to one department. */
  cities: '/api/selcities',
} as const;

/*
 * Every selection list item is cut from its catalogue's row schema (pick), never written out again:
 * a field the catalogue's form may leave empty is nullable here exactly as in the row, so a record
 * the write route accepts can always be shown (issue 15). contract.test.ts holds this in place.
 */
const ZOption = ZNamedRowSchema.pick({ id: true, name: true });
const ZCodeOption = ZCountryRowSchema.pick({ id: true, name: true });
export type TLookupOption = z.infer<typeof ZOption>;
export type TLookupCodeOption = z.infer<typeof ZCodeOption>;

export const ZSelSectionalSchema = ZSectionalRowSchema.pick({ id: true, name: true, sectional: true }).extend({
  divisions: z.array(ZDivisionRowSchema.pick({ id: true, name: true })),
  faculties: z.array(ZDivisionRowSchema.pick({ id: true, name: true }).extend({ division_id: z.number() })),
  /** A program may be saved from its name alone (codesac and type come later): codesac may be null. */
  programs: z.array(ZProgramRowSchema.pick({ id: true, name: true, codesac: true }).extend({ division_id: z.number(), faculty_id: z.number() })),
  groups: z.array(
    ZInvestigationGroupRowSchema.pick({ id: true, name: true, colciencias: true }).extend({ investigation_lines: z.array(ZOption) }),
  ),
  research_hotbeds: z.array(ZResearchHotbedRowSchema.pick({ id: true, name: true, division_id: true, faculty_id: true })),
});
export type TSelSectional = z.infer<typeof ZSelSectionalSchema>;

export const ZCampusSchema = ZSectionalRowSchema.pick({ id: true, name: true, sectional: true, address: true });
export const ZSelSubjectSchema = ZSubjectRowSchema.pick({ id: true, name: true, codesac: true, program_sac: true });
/** An active product with its active types: the hours intensity of each pairing and the type's family of results. */
export const ZSelProductSchema = ZProductRowSchema.pick({ id: true, name: true }).extend({
  types: z.array(ZProductTypeRowSchema.pick({ id: true, name: true, family: true }).extend({ hours: z.number() })),
});
export const ZSelProgramSchema = ZProgramRowSchema.pick({ id: true, name: true, codesac: true, type: true, degree_work: true });
/** Economic sectors are reference data of the seed (CIIU sections), with no form of their own. */
export const ZSelEconomicSectorSchema = ZOption.extend({ code: z.string() });
export const ZSelPeriodSchema = ZStrategyPeriodRowSchema.pick({ id: true, description: true });
/** One strategy period of LOOKUPS.strategyPeriods: `state` true for the active one. */
export const ZSelPeriodWithStateSchema = ZStrategyPeriodRowSchema.pick({ id: true, description: true, state: true });
/**
 * An open call with its documents, and what its evaluation means for them (issue 39): whether the
 * evaluation is blind, and whether evaluators see each document (null: not decided), so the project
 * form can tell a lecturer before they upload.
 */
export const ZSelAnnouncementSchema = ZAnnouncementRowSchema.pick({
  id: true,
  name: true,
  type: true,
  description: true,
  fecha_inicio: true,
  fecha_fin: true,
}).extend({
  attacheds: z.array(ZAttachedRowSchema.extend({ evaluator_visible: z.boolean().nullable() })),
  blind: z.boolean(),
});
export const ZSelDepartmentSchema = ZDepartmentRowSchema.pick({ id: true, name: true, country_id: true });
export const ZSelCitySchema = ZCityRowSchema.pick({ id: true, name: true, department_id: true });

export const selList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
/** The active strategy period, or null when none is active. */
export const ZSelStrategyPeriodResponseSchema = z.object({ data: ZSelPeriodSchema.nullable() });
export { ZOption as ZLookupOptionSchema, ZCodeOption as ZLookupCodeOptionSchema };
