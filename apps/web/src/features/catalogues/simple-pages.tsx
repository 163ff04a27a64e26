import {
  ACTION_FIELDS,
  BUDGET_ITEMS,
  CAT_MSG,
  DIVISIONS,
  FACULTIES,
  FUNDING_SOURCES,
  INVESTIGATION_LINES,
  CITIES,
  COUNTRIES,
  DEPARTMENTS,
  PRODUCT_TYPES,
  STRATEGY_PERIODS,
  type TCatalogueDef as TSharedDef,
} from '@siiicca/shared';
import { CataloguePage, fromShared, type TSharedOverrides } from '../../components/catalogue';

/** A screen that is its shared definition and nothing more (the definition is built once). */
const simplePage = (shared: TSharedDef, overrides?: TSharedOverrides) => {
  const def = fromShared(shared, overrides);
  return function SimpleCataloguePage() {
    return <CataloguePage def={def} />;
  };
};

export const InvestigationLinesPage = simplePage(INVESTIGATION_LINES);
export const ActionFieldsPage = simplePage(ACTION_FIELDS);
export const DivisionsPage = simplePage(DIVISIONS);
export const FacultiesPage = simplePage(FACULTIES);
export const ProductTypesPage = simplePage(PRODUCT_TYPES);
export const BudgetItemsPage = simplePage(BUDGET_ITEMS);
export const FundingSourcesPage = simplePage(FUNDING_SOURCES);

/** Periods: the end date may not come before the start, which the picker and the field both show. */
export const StrategyPeriodsPage = simplePage(STRATEGY_PERIODS, {
  fields: { date_end: { minField: 'date_start', minMessage: CAT_MSG.endBeforeStart } },
});

export const CountriesPage = simplePage(COUNTRIES);

/** About 250 countries: a box to type in beats a menu to scroll. */
export const DepartmentsPage = simplePage(DEPARTMENTS, { fields: { country_id: { autocomplete: true } } });

export const CitiesPage = simplePage(CITIES, {
  fields: {
    id: { helperText: 'Código DANE de 5 dígitos; los 2 primeros son los del departamento' },
    department_id: { autocomplete: true },
  },
});
