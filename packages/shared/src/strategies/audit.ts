import { RECORD_AUDIT_ACTIONS, auditFieldLabel } from '../schemas/audit';

/**
 * The words of a strategy's 'Historial': what each recorded action is called, and each field's
 * label. The server writes the actions and fields; the answer carries these labels.
 */
export const STRATEGY_AUDIT_ACTIONS = {
  ...RECORD_AUDIT_ACTIONS,
  actor_deactivated: 'Actor inactivado',
  actor_activated: 'Actor activado',
  upload: 'Carta de aprobación cargada',
  upload_removed: 'Carta de aprobación eliminada',
  expire: 'Estrategia vencida',
  migrate: 'Periodo actualizado',
  finish: 'Informe final cargado: estrategia finalizada',
} as const satisfies Record<string, string>;
export type TStrategyAuditAction = keyof typeof STRATEGY_AUDIT_ACTIONS;

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

/** A field's label; an actor's change ('actors.CC:123') reads as the actors'. */
export const strategyFieldLabel = auditFieldLabel(STRATEGY_FIELD_LABELS);
