/** Everything cached of the execution stage: the office's lists, a project's view and its start's data. */
export const EXECUTION_KEY = ['execution'] as const;

/** The query key of every page of 'Proyectos en Ejecución': read again after any move of a project. */
export const EXECUTION_LISTS_KEY = [...EXECUTION_KEY, 'list'] as const;
