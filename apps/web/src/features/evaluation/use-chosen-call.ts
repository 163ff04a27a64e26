import { useCallback } from 'react';
import { useListUrlState, type TListUrlSpec } from '../../components/filters';

const SPEC: TListUrlSpec = { fields: {}, sorts: [], pageSizes: [10], defaultPerPage: 10, choices: { call: 'id' } };

/**
 * The call a screen of the evaluation stage lists (Asignación de Evaluadores, Resultados y
 * Decisiones), kept in the address (`?call=<id>`) like every list's state: a reload, a shared link
 * or the back button shows the same call. `chosen` is null while the address names none.
 */
export function useChosenCall() {
  const { choices, setChoice } = useListUrlState(SPEC);
  const choose = useCallback((id: number | null) => setChoice('call', id), [setChoice]);
  return { chosen: choices.call ? Number(choices.call) : null, choose };
}
