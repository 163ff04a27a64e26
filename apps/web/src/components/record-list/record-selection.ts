import type { TRow } from '../catalogue/types';
import type { TSelectionWords } from '../selection';

/**
 * A record type's words in selection mode, from the Spanish gender of its noun ('seleccionadas' of
 * estrategias, 'seleccionados' of proyectos) and its messages for an empty or too large selection.
 */
export const recordSelectionWords = (
  gender: 'feminine' | 'masculine',
  msg: { selectionEmpty: string; selectionTooLarge: (max: number) => string },
): TSelectionWords => {
  const ending = gender === 'feminine' ? 'a' : 'o';
  return {
    one: `seleccionad${ending}`,
    many: `seleccionad${ending}s`,
    selectAll: `Seleccionar tod${ending}s`,
    empty: msg.selectionEmpty,
    tooLarge: msg.selectionTooLarge,
  };
};

/** A card's checkbox, for screen readers: 'Seleccionar <the row's name> (Id 12)'. */
export const recordCheckboxLabel =
  <Row extends { id: number }>(name: (row: Row) => string) =>
  (row: TRow) =>
    `Seleccionar ${name(row as unknown as Row)} (Id ${row.id})`;
