import type { ComponentType } from 'react';

type TScreenModule = { default: ComponentType };

/**
 * The component of each guarded screen of SCREENS (packages/shared/src/screens.ts), loaded lazily.
 * A feature that builds a screen adds or replaces its one entry here; a screen without an entry
 * shows the 'en construcción' page with its title.
 */
export const SCREEN_COMPONENTS: Partial<Record<string, () => Promise<TScreenModule>>> = {
  '/dashboard': () => import('../features/dashboard/components/dashboard-page'),
  '/profiles': () => import('../features/profiles/profiles-page'),
  '/users': () => import('../features/users/users-page'),
  // Reference catalogues (features/catalogues): one entry per screen.
  '/subjects': () => import('../features/catalogues/subjects-page'),
  '/investigation_lines': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.InvestigationLinesPage })),
  '/action_fields': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.ActionFieldsPage })),
  '/strategy_periods': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.StrategyPeriodsPage })),
  '/sectionals': () => import('../features/catalogues/sectionals/sectionals-page'),
  '/divisions': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.DivisionsPage })),
  '/faculties': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.FacultiesPage })),
  '/programs': () => import('../features/catalogues/programs/programs-page'),
  '/investigation_groups': () => import('../features/catalogues/investigation-groups-page'),
  '/research_hotbeds': () => import('../features/catalogues/research-hotbeds-page'),
  '/products': () => import('../features/catalogues/products/products-page'),
  '/product_types': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.ProductTypesPage })),
  '/countries': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.CountriesPage })),
  '/departments': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.DepartmentsPage })),
  '/cities': () => import('../features/catalogues/simple-pages').then((m) => ({ default: m.CitiesPage })),
  '/announcements': () => import('../features/catalogues/announcements/announcements-page'),
};
