import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record a list page has open in its form: `?edit=new` a new one, `?edit=<id>` an existing one,
 * `?view=<id>` one shown read-only. The address is the one owner of the open record's id, like the
 * list's own state (use-list-url-state.ts): the page, the form and the draft sync read it there, and
 * a new record's first save writes its id there.
 */
export type TOpenRecord = { id: number | null; readOnly: boolean };

const EDIT = 'edit';
const VIEW = 'view';
const NEW = 'new';

const idIn = (text: string | null) => (text && /^\d{1,10}$/.test(text) && +text >= 1 ? +text : null);

/** Reads the address: a missing or wrong value means no form is open (never an error). */
export function readOpenRecord(params: URLSearchParams): TOpenRecord | null {
  const view = idIn(params.get(VIEW));
  if (view !== null) return { id: view, readOnly: true };
  const edit = params.get(EDIT);
  if (edit === NEW) return { id: null, readOnly: false };
  const id = idIn(edit);
  return id === null ? null : { id, readOnly: false };
}

/**
 * The open record, and the ways to change it. Opening, closing and a new record's first save
 * replace the current history entry: the back button leaves the page as it did before the form
 * opened, and a reload reopens the same record (a new one's unsaved first step starts over).
 */
export function useOpenRecord() {
  const [params, setParams] = useSearchParams();
  const open = useMemo(() => readOpenRecord(params), [params]);
  const write = useCallback(
    (next: TOpenRecord | null) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete(EDIT);
          out.delete(VIEW);
          if (next) out.set(next.readOnly ? VIEW : EDIT, next.id === null ? NEW : String(next.id));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    open,
    /** Opens the form on a record (`id` null: a new one). */
    show: useCallback((id: number | null, readOnly = false) => write({ id, readOnly }), [write]),
    close: useCallback(() => write(null), [write]),
  };
}
