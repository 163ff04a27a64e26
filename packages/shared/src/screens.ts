import type { TMenuItem } from './schemas/auth';
import type { TPermission } from './permissions';

/**
 * The screens of the product: route, title, the permission that opens it and where it sits in the
 * side menu. The web router takes titles and guards from here; the API computes menus from here.
 * `permission: null` means any signed-in user.
 */
export type TScreen = {
  path: string;
  title: string;
  permission: TPermission | null;
  icon: string;
  group?: TMenuGroup;
};
export type TMenuGroup = 'strategies' | 'projects' | 'evaluation' | 'admin' | 'catalogues' | 'geo';

export const MENU_GROUPS: Record<TMenuGroup, { text: string; icon: string }> = {
  strategies: { text: 'Estrategias de Formación', icon: 'school' },
  projects: { text: 'Proyectos de Investigación', icon: 'science' },
  evaluation: { text: 'Evaluación de Proyectos', icon: 'grading' },
  admin: { text: 'Administración', icon: 'admin' },
  catalogues: { text: 'Catálogos', icon: 'catalog' },
  geo: { text: 'Ubicación Geográfica', icon: 'public' },
};

/** 'Proyectos en Ejecución' (issue 42); a project's execution view is under it (RECORD_SCREENS). */
export const EXECUTION_LIST_PATH = '/execution_projects';

/** 'Perfil del investigador' (issue 44, docs/researchers.md): one's own, the office's list, anyone's (RECORD_SCREENS), the counts. */
export const MY_RESEARCHER_PROFILE_PATH = '/my_researcher_profile';
export const RESEARCHERS_PATH = '/researchers';
export const PRODUCT_COUNTS_PATH = '/product_counts';
/** 'Tipos de producto de ORCID y Crossref' (issue 44): the work-type mapping to Minciencias product types. */
export const WORK_TYPE_MAPPINGS_PATH = '/work_type_mappings';
export const researcherProfilePath = (userId: number) => `${RESEARCHERS_PATH}/${userId}`;

export const SCREENS: TScreen[] = [
  { path: '/dashboard', title: 'Inicio', permission: null, icon: 'dashboard' },
  // Every signed-in user's rights over their data (Ley 1581): reached from the user menu, not the side menu.
  { path: '/my_personal_data', title: 'Mis Datos Personales', permission: null, icon: 'person' },
  { path: '/privacy_notice', title: 'Política de Tratamiento de Datos Personales', permission: null, icon: 'gavel' },
  // Second factor, passkeys and open sessions (issue 43): from the user menu, beside 'Cambiar Contraseña'.
  { path: '/account_security', title: 'Seguridad de la cuenta', permission: null, icon: 'security' },
  // 'Perfil del investigador' (issue 44): one's own from the user menu; the office's list and counts in the side menu.
  { path: MY_RESEARCHER_PROFILE_PATH, title: 'Mi Perfil de Investigador', permission: null, icon: 'badge' },
  { path: '/my_strategies', title: 'Mis Estrategias', permission: 'strategies.own', icon: 'assignment', group: 'strategies' },
  { path: '/strategies', title: 'Todas las Estrategias', permission: 'strategies.all', icon: 'assignment_list', group: 'strategies' },
  { path: '/my_projects', title: 'Mis Proyectos', permission: 'projects.own', icon: 'project', group: 'projects' },
  { path: '/projects', title: 'Todos los Proyectos', permission: 'projects.all', icon: 'project_list', group: 'projects' },
  { path: '/announcements', title: 'Convocatorias', permission: 'announcements.manage', icon: 'campaign', group: 'projects' },
  { path: EXECUTION_LIST_PATH, title: 'Proyectos en Ejecución', permission: 'execution.manage', icon: 'play_circle', group: 'projects' },
  { path: RESEARCHERS_PATH, title: 'Investigadores', permission: 'researchers.read', icon: 'people', group: 'projects' },
  { path: PRODUCT_COUNTS_PATH, title: 'Productos por facultad y grupo', permission: 'researchers.read', icon: 'fact_check', group: 'projects' },
  { path: WORK_TYPE_MAPPINGS_PATH, title: 'Tipos de producto de ORCID y Crossref', permission: 'researchers.manage', icon: 'label', group: 'projects' },
  { path: '/my_evaluations', title: 'Mis Evaluaciones', permission: 'evaluations.own', icon: 'rate_review', group: 'evaluation' },
  { path: '/evaluation_assignments', title: 'Asignación de Evaluadores', permission: 'evaluations.manage', icon: 'assignment_ind', group: 'evaluation' },
  { path: '/evaluation_results', title: 'Resultados y Decisiones', permission: 'evaluations.manage', icon: 'gavel', group: 'evaluation' },
  { path: '/evaluators', title: 'Evaluadores', permission: 'evaluations.manage', icon: 'how_to_reg', group: 'evaluation' },
  { path: '/profiles', title: 'Perfiles', permission: 'profiles.manage', icon: 'badge', group: 'admin' },
  { path: '/users', title: 'Usuarios', permission: 'users.manage', icon: 'people', group: 'admin' },
  { path: '/personal_data', title: 'Datos Personales', permission: 'privacy.manage', icon: 'gavel', group: 'admin' },
  { path: '/audit', title: 'Auditoría', permission: 'audit.read', icon: 'fact_check', group: 'admin' },
  { path: '/subjects', title: 'Asignaturas', permission: 'subjects.manage', icon: 'book', group: 'catalogues' },
  { path: '/investigation_lines', title: 'Líneas de Investigación', permission: 'investigation_lines.manage', icon: 'timeline', group: 'catalogues' },
  { path: '/action_fields', title: 'Campos de Acción', permission: 'action_fields.manage', icon: 'category', group: 'catalogues' },
  { path: '/strategy_periods', title: 'Periodo de Estrategia', permission: 'strategy_periods.manage', icon: 'event', group: 'catalogues' },
  { path: '/sectionals', title: 'Seccionales', permission: 'sectionals.manage', icon: 'business', group: 'catalogues' },
  { path: '/divisions', title: 'Divisiones', permission: 'divisions.manage', icon: 'account_tree', group: 'catalogues' },
  { path: '/faculties', title: 'Facultades', permission: 'faculties.manage', icon: 'account_balance', group: 'catalogues' },
  { path: '/programs', title: 'Programas', permission: 'programs.manage', icon: 'menu_book', group: 'catalogues' },
  { path: '/investigation_groups', title: 'Grupos de Investigación', permission: 'investigation_groups.manage', icon: 'groups', group: 'catalogues' },
  { path: '/research_hotbeds', title: 'Semilleros de Investigación', permission: 'research_hotbeds.manage', icon: 'spa', group: 'catalogues' },
  { path: '/products', title: 'Productos de Investigación', permission: 'products.manage', icon: 'inventory', group: 'catalogues' },
  { path: '/product_types', title: 'Tipos de Productos de Investigación', permission: 'product_types.manage', icon: 'label', group: 'catalogues' },
  { path: '/budget_items', title: 'Rubros de Presupuesto', permission: 'budget_items.manage', icon: 'request_quote', group: 'catalogues' },
  { path: '/funding_sources', title: 'Fuentes de Financiación', permission: 'funding_sources.manage', icon: 'savings', group: 'catalogues' },
  { path: '/countries', title: 'País', permission: 'countries.manage', icon: 'flag', group: 'geo' },
  { path: '/departments', title: 'Departamentos', permission: 'departments.manage', icon: 'map', group: 'geo' },
  { path: '/cities', title: 'Ciudades', permission: 'cities.manage', icon: 'location_city', group: 'geo' },
];

export const screenByPath = (path: string) => SCREENS.find((s) => s.path === path);

/**
 * Screens of one record, outside the menu, that more than one permission opens (any of them): the
 * router guards them like SCREENS; the server still decides which records each reader may see.
 */
export type TRecordScreen = { path: string; title: string; permissions: readonly TPermission[] };

/** A project's execution view (issue 42): the office (execution.manage) and the project's owner (projects.own). */
export const RECORD_SCREENS: TRecordScreen[] = [
  { path: `${EXECUTION_LIST_PATH}/:id`, title: 'Ejecución del proyecto', permissions: ['execution.manage', 'projects.own'] },
  { path: `${RESEARCHERS_PATH}/:id`, title: 'Perfil del investigador', permissions: ['researchers.read'] },
];

/** The address of a project's execution view: other screens link to it by address, not by importing it. */
export const executionViewPath = (projectId: number) => `${EXECUTION_LIST_PATH}/${projectId}`;

/** The side menu for a set of permissions: a screen appears exactly when the user may open it. */
export function buildMenu(permissions: readonly string[]): TMenuItem[] {
  const allowed = new Set(permissions);
  const visible = SCREENS.filter((s) => s.permission !== null && allowed.has(s.permission));
  if (visible.length === 0) return [];
  const menu: TMenuItem[] = [{ text: 'Inicio', icon: 'dashboard', ruta: '/dashboard' }];
  for (const [group, meta] of Object.entries(MENU_GROUPS)) {
    const children = visible
      .filter((s) => s.group === group)
      .map((s) => ({ text: s.title, icon: s.icon, ruta: s.path }));
    if (children.length > 0) menu.push({ text: meta.text, icon: meta.icon, ruta: '', children });
  }
  return menu;
}
