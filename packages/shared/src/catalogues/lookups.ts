import { z } from 'zod';
import { ZAttachedRowSchema } from './announcements';
import { PRODUCT_FAMILIES } from '../projects/enums';

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

const ZOption = z.object({ id: z.number(), name: z.string() });
const ZCodeOption = z.object({ id: z.string(), name: z.string() });
export type TLookupOption = z.infer<typeof ZOption>;
export type TLookupCodeOption = z.infer<typeof ZCodeOption>;

export const ZSelSectionalSchema = z.object({
  id: z.number(),
  name: z.string(),
  sectional: z.boolean(),
  divisions: z.array(ZOption),
  faculties: z.array(ZOption.extend({ division_id: z.number() })),
  /** A program may be saved from its name alone (codesac and type come later): both may be null. */
  programs: z.array(ZOption.extend({ codesac: z.number().nullable(), division_id: z.number(), faculty_id: z.number() })),
  groups: z.array(ZOption.extend({ colciencias: z.string(), investigation_lines: z.array(ZOption) })),
  research_hotbeds: z.array(ZOption.extend({ division_id: z.number(), faculty_id: z.number() })),
});
export type TSelSectional = z.infer<typeof ZSelSectionalSchema>;

export const ZCampusSchema = ZOption.extend({ sectional: z.boolean(), address: z.string() });
export const ZSelSubjectSchema = ZOption.extend({ codesac: z.string(), program_sac: z.string() });
/** An active product with its active types: the hours intensity of each pairing and the type's family of results. */
export const ZSelProductSchema = ZOption.extend({
  types: z.array(ZOption.extend({ hours: z.number(), family: z.enum(PRODUCT_FAMILIES).nullable() })),
});
export const ZSelProgramSchema = ZOption.extend({ codesac: z.number().nullable(), type: z.string().nullable(), degree_work: z.boolean() });
export const ZSelEconomicSectorSchema = ZOption.extend({ code: z.string() });
export const ZSelPeriodSchema = z.object({ id: z.number(), description: z.string() });
/** One strategy period of LOOKUPS.strategyPeriods: `state` true for the active one. */
export const ZSelPeriodWithStateSchema = ZSelPeriodSchema.extend({ state: z.boolean() });
export const ZSelAnnouncementSchema = ZOption.extend({
  type: z.string(),
  description: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  attacheds: z.array(ZAttachedRowSchema),
});
export const ZSelDepartmentSchema = ZCodeOption.extend({ country_id: z.string() });
export const ZSelCitySchema = ZCodeOption.extend({ department_id: z.string() });

export const selList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
/** The active strategy period, or null when none is active. */
export const ZSelStrategyPeriodResponseSchema = z.object({ data: ZSelPeriodSchema.nullable() });
export { ZOption as ZLookupOptionSchema, ZCodeOption as ZLookupCodeOptionSchema };
