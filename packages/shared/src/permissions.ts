/**
 * The permission catalogue, kept in code: the API seeds it into the database on every start, every
 * route names one of these ids, and the side menu is computed from them. A new screen or sensitive
 * action adds its permission here, in one place.
 */
export const PERMISSIONS = {
  // Administration
  'profiles.manage': 'Gestionar perfiles y sus permisos',
  'users.manage': 'Gestionar usuarios',
  // The security audit trail (issue 43, docs/security-audit.md)
  'audit.read': 'Consultar y exportar la auditoría de seguridad',
  // Strategies
  'strategies.own': 'Registrar y gestionar sus propias estrategias de formación',
  'strategies.all': 'Ver todas las estrategias de formación',
  'strategies.export': 'Exportar estrategias a hoja de cálculo',
  'strategies.attachments': 'Descargar anexos de las estrategias',
  'strategies.manage': 'Vencer estrategias y actualizar su periodo, también las de otros docentes',
  // Projects
  'projects.own': 'Registrar y gestionar sus propios proyectos de investigación',
  'projects.all': 'Ver todos los proyectos de investigación',
  'projects.export': 'Exportar proyectos a hoja de cálculo',
  'projects.attachments': 'Descargar anexos de los proyectos',
  'projects.records': 'Descargar actas de inicio y de compromiso',
  'announcements.manage': 'Gestionar convocatorias',
  // Evaluation of projects (issue 28, docs/evaluation.md)
  'evaluations.manage': 'Definir la evaluación de las convocatorias, asignar evaluadores y decidir sobre los proyectos',
  'evaluations.own': 'Evaluar los proyectos de investigación que le asignan',
  // Execution of approved projects (issue 42, docs/execution.md)
  'execution.manage': 'Registrar el inicio, el seguimiento, las prórrogas y el cierre de los proyectos aprobados',
  'budget_items.manage': 'Gestionar rubros de presupuesto',
  'funding_sources.manage': 'Gestionar fuentes de financiación',
  // Catalogues
  'subjects.manage': 'Gestionar asignaturas',
  'subjects.sync': 'Sincronizar asignaturas desde el sistema académico',
  'investigation_lines.manage': 'Gestionar líneas de investigación',
  'action_fields.manage': 'Gestionar campos de acción',
  'strategy_periods.manage': 'Gestionar periodos de estrategia',
  'sectionals.manage': 'Gestionar seccionales',
  'sectionals.relationships': 'Editar las relaciones de división, facultad y programa de las seccionales',
  'divisions.manage': 'Gestionar divisiones',
  'faculties.manage': 'Gestionar facultades',
  'programs.manage': 'Gestionar programas',
  'investigation_groups.manage': 'Gestionar grupos de investigación',
  'research_hotbeds.manage': 'Gestionar semilleros de investigación',
  'products.manage': 'Gestionar productos de investigación',
  'product_types.manage': 'Gestionar tipos de productos de investigación',
  'countries.manage': 'Gestionar países',
  'departments.manage': 'Gestionar departamentos',
  'cities.manage': 'Gestionar ciudades',
  'catalogues.export': 'Exportar catálogos a hoja de cálculo',
  // Researchers' profiles and works (issue 44, docs/researchers.md)
  'researchers.read': 'Consultar el perfil y los productos de cualquier investigador',
  'researchers.manage': 'Importar productos de ORCID para cualquier investigador y editar los tipos de producto de ORCID y Crossref',
  // Personal data (Ley 1581, issue 43, docs/personal-data-rights.md)
  'privacy.manage': 'Gestionar la política de tratamiento de datos personales, las solicitudes de los titulares y los días festivos',
  // Selection lists used by the forms
  'lookups.read': 'Consultar las listas de selección de los formularios',
} as const;

export type TPermission = keyof typeof PERMISSIONS;
export const PERMISSION_IDS = Object.keys(PERMISSIONS) as TPermission[];

/** Who reads strategies and what their wizard needs: their own (`strategies.own`) or everyone's. */
export const STRATEGY_READERS = ['strategies.own', 'strategies.all'] as const satisfies readonly TPermission[];

/** Who reads projects: their own and those where they are an investigator (`projects.own`), or everyone's. */
export const PROJECT_READERS = ['projects.own', 'projects.all'] as const satisfies readonly TPermission[];

/** Seeded profiles. `admin` always receives every permission, including ones added later. */
export const SEEDED_ROLES = [
  {
    key: 'admin',
    name: 'Administrador',
    description: 'Acceso completo a la administración del sistema',
    permissions: PERMISSION_IDS,
  },
  {
    key: 'lecturer',
    name: 'Docente',
    description: 'Registra sus propias estrategias de formación y proyectos de investigación',
    permissions: ['strategies.own', 'strategies.export', 'strategies.attachments', 'projects.own', 'lookups.read'] as TPermission[],
  },
  {
    key: 'reviewer',
    name: 'Revisor',
    description: 'Consulta y exporta todas las estrategias y proyectos, sin modificarlos',
    permissions: [
      'strategies.all',
      'strategies.export',
      'strategies.attachments',
      'projects.all',
      'projects.export',
      'projects.attachments',
      'projects.records',
      'lookups.read',
    ] as TPermission[],
  },
  {
    key: 'evaluator',
    name: 'Evaluador',
    description: 'Evalúa los proyectos de investigación que le asignan, según los criterios de su convocatoria',
    permissions: ['evaluations.own'] as TPermission[],
  },
] as const;
