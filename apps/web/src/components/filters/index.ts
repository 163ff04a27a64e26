export { FilterBar } from './filter-bar';
export { FilterDialog } from './filter-dialog';
export { filterText, filtersFromParam, type TFilterFields } from './filter-text';
export { PeriodSelect, type TPeriodOption } from './period-select';
export { readListState, useListUrlState, usePageInRange, writeListState, type TListUrlSpec, type TListUrlState } from './use-list-url-state';
