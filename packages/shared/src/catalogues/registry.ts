import type { TCatalogueDef } from './define';
import { ACTION_FIELDS, INVESTIGATION_LINES, STRATEGY_PERIODS, SUBJECTS } from './academic';
import { DIVISIONS, FACULTIES, PROGRAMS, SECTIONALS } from './institution';
import { INVESTIGATION_GROUPS, PRODUCTS, PRODUCT_TYPES, RESEARCH_HOTBEDS } from './research';
import { BUDGET_ITEMS, FUNDING_SOURCES } from './budget';
import { CITIES, COUNTRIES, DEPARTMENTS } from './geography';
import { ANNOUNCEMENTS } from './announcements';

/** Every catalogue by key, e.g. for the web's catalogue page router. */
export const CATALOGUES = {
  subjects: SUBJECTS,
  investigation_lines: INVESTIGATION_LINES,
  action_fields: ACTION_FIELDS,
  strategy_periods: STRATEGY_PERIODS,
  sectionals: SECTIONALS,
  divisions: DIVISIONS,
  faculties: FACULTIES,
  programs: PROGRAMS,
  investigation_groups: INVESTIGATION_GROUPS,
  research_hotbeds: RESEARCH_HOTBEDS,
  products: PRODUCTS,
  product_types: PRODUCT_TYPES,
  budget_items: BUDGET_ITEMS,
  funding_sources: FUNDING_SOURCES,
  countries: COUNTRIES,
  departments: DEPARTMENTS,
  cities: CITIES,
  announcements: ANNOUNCEMENTS,
} satisfies Record<string, TCatalogueDef>;
export type TCatalogueKey = keyof typeof CATALOGUES;
