/**
 * What every record's 'Historial' shares: the three actions any record has, and how a change's field
 * reads (a child's change such as 'actors.CC:123' reads as its list's label). Each record type adds its
 * own actions and labels (strategies/audit.ts, projects/audit.ts).
 */
export const RECORD_AUDIT_ACTIONS = {
  create: 'Creación',
  update: 'Actualización',
  delete: 'Eliminación',
} as const satisfies Record<string, string>;

/** A field's label from a record type's labels: the field's own, else its list's, else the field itself. */
export const auditFieldLabel =
  (labels: Readonly<Record<string, string>>) =>
  (field: string): string =>
    labels[field] ?? labels[field.split('.')[0] ?? ''] ?? field;
