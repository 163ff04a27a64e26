import { DATA_REQUEST_LABELS, shownDate, type TDataRequestKind } from '@siiicca/shared';

const DATE_TIME = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'medium', timeStyle: 'short' });

/** A moment of the API (ISO, UTC) as people read it in Colombia. */
export const shownDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

export const kindLabel = (kind: TDataRequestKind) => DATA_REQUEST_LABELS[kind];

/** A request's state as its titular and the office read it. */
export function requestState(r: { answered_at: string | null; due_on: string }, today: string) {
  if (r.answered_at) return { label: 'Respondida', color: 'success' as const };
  if (r.due_on < today) return { label: `Vencida el ${shownDate(r.due_on)}`, color: 'error' as const };
  return { label: `Vence el ${shownDate(r.due_on)}`, color: 'warning' as const };
}
