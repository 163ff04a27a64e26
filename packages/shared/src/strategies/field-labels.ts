/**
 * A strategy's fields as every screen and document names them: the wizard's labels, the PDF, the
 * Excel's headers and the 'Historial' (audit.ts) all read them here.
 */
export const STRATEGY_FIELD_LABELS: Record<string, string> = {
  state: 'Estado',
  period: 'Periodo',
  sectional: 'Seccional',
  strategy: 'Tipo de Estrategia',
  leader: 'Docente Líder',
  divisions: 'Divisiones',
  faculties: 'Facultades',
  programs: 'Programas',
  name: 'Nombre',
  overall_objective: 'Objetivo General',
  specific_goal: 'Objetivos Específicos',
  methodology: 'Metodología',
  duration: 'Duración (meses)',
  problem_nucleus: 'Núcleo Problémico',
  conformation_date: 'Fecha de Conformación',
  reward: 'Reconocimiento',
  entity: 'Entidad',
  research_hotbed: 'Semillero de Investigación',
  proyect_name: 'Nombre del Proyecto del Semillero',
  subjects: 'Asignaturas',
  investigation_lines: 'Líneas de Investigación',
  action_fields: 'Campos de Acción',
  academic_period: 'Periodo Académico',
  actors: 'Actores',
  products: 'Productos Esperados',
  activities: 'Actividades',
  approvement_letter: 'Carta de Aprobación',
  final_report: 'Informe Final',
};
