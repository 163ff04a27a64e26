import type { ComponentType } from 'react';

type TScreenModule = { default: ComponentType };
type TLoadScreen = () => Promise<TScreenModule>;

/**
 * A screen built on the data grid or the date pickers (the catalogue machinery): MuiXLocale, with
 * their Spanish texts and the dayjs adapter, loads alongside it and wraps it. The sign-in page and the
 * dashboard never load MUI X.
 */
const withMuiX =
  (load: TLoadScreen): TLoadScreen =>
  async () => {
    const [screen, { withMuiXLocale }] = await Promise.all([load(), import('./mui-x-locale')]);
    return { default: withMuiXLocale(screen.default) };
  };

const simplePage = (name: keyof typeof import('../features/catalogues/simple-pages')) =>
  withMuiX(() => import('../features/catalogues/simple-pages').then((m) => ({ default: m[name] })));

/**
 * The component of each guarded screen of SCREENS (packages/shared/src/screens.ts), loaded lazily.
 * A feature that builds a screen adds or replaces its one entry here (wrapped in withMuiX when it
 * uses the data grid or a date picker); a screen without an entry shows the 'en construcción' page
 * with its title.
 */
export const SCREEN_COMPONENTS: Partial<Record<string, TLoadScreen>> = {
  '/dashboard': () => import('../features/dashboard/components/dashboard-page'),
  // Personal data under Ley 1581 (features/privacy): the notice, each user's own data and requests, the office's screen.
  '/privacy_notice': () => import('../features/privacy/privacy-notice-page'),
  '/my_personal_data': () => import('../features/privacy/my-personal-data-page'),
  '/personal_data': () => import('../features/privacy/personal-data-office-page'),
  '/account_security': () => import('../features/account-security/account-security-page'),
  '/profiles': withMuiX(() => import('../features/profiles/profiles-page')),
  '/users': withMuiX(() => import('../features/users/users-page')),
  '/audit': withMuiX(() => import('../features/audit/audit-page')),
  // 'Perfil del investigador' (features/researchers): one's own, the office's list, anyone's, the counts by faculty and group.
  '/my_researcher_profile': () => import('../features/researchers/profile/researcher-profile-page'),
  '/researchers': () => import('../features/researchers/profile/researchers-page'),
  '/researchers/:id': () => import('../features/researchers/profile/researcher-profile-page'),
  '/product_counts': withMuiX(() => import('../features/researchers/profile/product-counts-page')),
  '/work_type_mappings': () => import('../features/researchers/mappings/work-type-mappings-page'),
  // Training strategies (features/strategies): the lists open the wizard (date pickers inside).
  '/my_strategies': withMuiX(() => import('../features/strategies/list/my-strategies-page')),
  '/strategies': withMuiX(() => import('../features/strategies/list/all-strategies-page')),
  // Research projects (features/projects): the lists open the project form.
  '/my_projects': withMuiX(() => import('../features/projects/list/my-projects-page')),
  '/projects': withMuiX(() => import('../features/projects/list/all-projects-page')),
  // Reference catalogues (features/catalogues): one entry per screen.
  '/subjects': withMuiX(() => import('../features/catalogues/subjects-page')),
  '/investigation_lines': simplePage('InvestigationLinesPage'),
  '/action_fields': simplePage('ActionFieldsPage'),
  '/strategy_periods': simplePage('StrategyPeriodsPage'),
  '/sectionals': withMuiX(() => import('../features/catalogues/sectionals/sectionals-page')),
  '/divisions': simplePage('DivisionsPage'),
  '/faculties': simplePage('FacultiesPage'),
  '/programs': withMuiX(() => import('../features/catalogues/programs/programs-page')),
  '/investigation_groups': withMuiX(() => import('../features/catalogues/investigation-groups-page')),
  '/research_hotbeds': withMuiX(() => import('../features/catalogues/research-hotbeds-page')),
  '/products': withMuiX(() => import('../features/catalogues/products/products-page')),
  '/product_types': simplePage('ProductTypesPage'),
  '/budget_items': simplePage('BudgetItemsPage'),
  '/funding_sources': simplePage('FundingSourcesPage'),
  '/countries': simplePage('CountriesPage'),
  '/departments': simplePage('DepartmentsPage'),
  '/cities': simplePage('CitiesPage'),
  '/announcements': withMuiX(() => import('../features/catalogues/announcements/announcements-page')),
  // The evaluation stage of projects (features/evaluation, issue 28).
  '/my_evaluations': withMuiX(() => import('../features/evaluation/my-evaluations/my-evaluations-page')),
  '/evaluation_assignments': withMuiX(() => import('../features/evaluation/assignments/assignments-page')),
  '/evaluation_results': withMuiX(() => import('../features/evaluation/results/results-page')),
  '/evaluators': withMuiX(() => import('../features/evaluation/evaluators/evaluators-page')),
  // The execution stage of projects (features/execution, issue 42): the office's list and a project's view.
  '/execution_projects': withMuiX(() => import('../features/execution/list/execution-list-page')),
  '/execution_projects/:id': withMuiX(() => import('../features/execution/view/execution-view-page')),
};
