import { RECORD_AUDIT_ACTIONS, auditFieldLabel } from '../schemas/audit';
import { STRATEGY_FIELD_LABELS } from './field-labels';

/**
 * The words of a strategy's 'Historial': what each recorded action is called, and each field's
 * label (field-labels.ts). The server writes the actions and fields; the answer carries these labels.
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

/** A field's label; an actor's change ('actors.CC:123') reads as the actors'. */
export const strategyFieldLabel = auditFieldLabel(STRATEGY_FIELD_LABELS);
