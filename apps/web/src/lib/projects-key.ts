/**
 * Every cached project (lists and details), the projects feature's root key: what a change to one
 * project may make stale, also a change a later stage makes (the execution stage's start or
 * suspension changes the project's state in 'Mis Proyectos' and 'Todos los Proyectos').
 */
export const PROJECTS_KEY = ['projects'] as const;
