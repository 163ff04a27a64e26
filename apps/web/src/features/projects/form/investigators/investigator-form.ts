import type { TThirdKind } from '@siiicca/shared';
import type { TFormValues } from '../../../../components/catalogue';
import type { TProjectFormValues } from '../form-values';

export type TInternalRow = NonNullable<TProjectFormValues['internal_investigators']>[number];
export type TExternalRow = NonNullable<TProjectFormValues['external_investigators']>[number];
export type TInvestigatorRow = TInternalRow | TExternalRow;
/** The list a dialog edits, and which of its rows (null: a new one). */
export type TInvestigatorEditing = { index: number; row: TInvestigatorRow } | null;

const emptyPerson = { type_id: 'CC', identification: '', name: '', email: '', mobile: '', cvlac: '', orcid: '', gooAcademico: '' };

/**
 * The dialog's values: every box controlled from the start ('' for empty). Interno: a lecturer of
 * the university; Externo: an ally, always Coinvestigador, with the entity they come from.
 */
export function emptyInvestigator(kind: TThirdKind): TFormValues {
  const common = { third: { ...emptyPerson }, city: '', training: '' };
  if (kind === 'Interno') {
    return {
      ...common,
      type_investigator: '',
      link: '',
      colciencias: '',
      payroll_hours: '',
      sectional_id: '',
      faculty_id: '',
      investigation_group_id: '',
    };
  }
  return {
    ...common,
    type_investigator: 'Coinvestigador',
    entity: { nit: '', name: '', representative: '', country_id: '', web_page: '' },
    interlocutor: '',
    contact: '',
  };
}

const blank = (value: unknown): unknown => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v)]));
  return value;
};

/** A row of the list as the dialog's values (a draft's missing fields become empty boxes). */
export function investigatorToForm(kind: TThirdKind, row: TInvestigatorRow): TFormValues {
  const base = emptyInvestigator(kind);
  const values = blank(row) as TFormValues;
  const merged: TFormValues = { ...base, ...values, third: { ...(base.third as object), ...(values.third as object) } };
  if (kind === 'Externo') merged.entity = { ...(base.entity as object), ...((values.entity as object | '') || {}) };
  return merged;
}

/** What the schema reads: an empty box is no value (an empty select says 'Campo requerido', not a wrong type). */
export const formToInput = (value: unknown): unknown => {
  if (value === '') return null;
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, formToInput(v)]));
  return value;
};

/** One person once per project: the identification type and number, whatever list they are in. */
export const personKey = (row: { third: { type_id?: string | null; identification?: string | null } }) =>
  `${row.third.type_id ?? ''}:${(row.third.identification ?? '').trim().toUpperCase()}`;

/**
 * A new investigator's temporary id (spec: 'n_' plus a counter), one more than any the form
 * holds, so that it is unique in the project; a saved investigator keeps its number.
 */
export function nextTemporaryId(rows: readonly { id?: unknown }[]): string {
  const used = rows.map((r) => (typeof r.id === 'string' && /^n_\d+$/.test(r.id) ? Number(r.id.slice(2)) : 0));
  return `n_${Math.max(0, ...used) + 1}`;
}
