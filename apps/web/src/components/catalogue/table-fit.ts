import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { GridColDef } from '@mui/x-data-grid';

/** The row actions' column (its buttons are added where the grid is drawn, catalogue-grid.tsx). */
export const ACTIONS_FIELD = 'actions';
/** The grid's checkbox column (GRID_CHECKBOX_SELECTION_COL_DEF.width), without importing the grid to read it. */
export const CHECKBOX_COLUMN_WIDTH = 50;

/** DataGrid's own defaults for a column without `width` or `minWidth`. */
const GRID_DEFAULT_WIDTH = 100;
const GRID_DEFAULT_MIN_WIDTH = 50;

/** The room a column asks for: its fixed width, or the minimum of a flexible one. */
const preferred = (c: GridColDef) => (c.flex ? (c.minWidth ?? GRID_DEFAULT_MIN_WIDTH) : (c.width ?? GRID_DEFAULT_WIDTH));

/**
 * How narrow a column may get when room is short. Text wraps (rows grow), so a name column can give
 * up 40% of its minimum; fixed columns hold short values (ids, dates, a state chip) and give up less.
 * The actions column never shrinks: its buttons are what must stay reachable.
 */
function narrowest(c: GridColDef) {
  const pref = preferred(c);
  if (c.type === 'actions') return pref;
  return c.flex ? Math.min(pref, Math.max(100, Math.round(pref * 0.6))) : Math.min(pref, Math.max(90, Math.round(pref * 0.75)));
}

/** The least room the columns need: below it the table shows its rows as cards. */
export const neededWidth = (columns: GridColDef[]) => columns.reduce((sum, c) => sum + narrowest(c), 0);

/**
 * Columns sized to `available` pixels so the grid never scrolls sideways: as asked when they fit,
 * otherwise every shrinkable column gives up the same share of what it can spare. Flexible columns
 * still take any room left over, so names get the space there is.
 */
export function fitColumns(columns: GridColDef[], available: number): GridColDef[] {
  const total = columns.reduce((sum, c) => sum + preferred(c), 0);
  if (total <= available) return columns;
  const spare = columns.reduce((sum, c) => sum + preferred(c) - narrowest(c), 0);
  const share = spare > 0 ? Math.min(1, (total - available) / spare) : 0;
  return columns.map((c) => {
    const pref = preferred(c);
    const size = Math.floor(pref - (pref - narrowest(c)) * share);
    return c.flex ? { ...c, minWidth: size } : { ...c, width: size };
  });
}

/** The content width of an element, kept current as the window, the drawer or the scrollbar change it. */
export function useContentWidth<T extends HTMLElement>(): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
