import { RECORD_AUDIT_ACTIONS, auditFieldLabel } from '../schemas/audit';

/**
 * The words of a project's 'Historial': each recorded action and each field's label. The server
 * writes actions and fields in audit_events (record_type 'project'); the answer carries these labels.
 */
export const PROJECT_AUDIT_ACTIONS = {
  ...RECORD_AUDIT_ACTIONS,
  document_uploaded: 'Documento cargado',
  document_replaced: 'Documento reemplazado',
  document_removed: 'Documento eliminado',
  send: 'Proyecto enviado',
} as const satisfies Record<string, string>;
export type TProjectAuditAction = keyof typeof PROJECT_AUDIT_ACTIONS;

export const PROJECT_FIELD_LABELS: Record<string, string> = {
  state: 'Estado',
  announcement: 'Convocatoria',
  title: 'Título',
  sectional: 'Seccional Principal',
  hours: 'Intensidad Horaria',
  internal_investigators: 'Investigadores USTA',
  external_investigators: 'Aliados Externos',
  attacheds: 'Documentación Requerida',
  results: 'Productos',
};

/** A field's label; an investigator's change ('internal_investigators.CC:123') reads as the list's. */
export const projectFieldLabel = auditFieldLabel(PROJECT_FIELD_LABELS);
