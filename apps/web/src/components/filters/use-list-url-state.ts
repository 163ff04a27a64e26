import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GridSortModel } from '@mui/x-data-grid';
import { BOUNDS, filtersParam, type TFilterInput } from '@siiicca/shared';
import { useDebounced } from '../catalogue/use-debounced';
import { filtersFromParam, type TFilterFields } from './filter-text';

/** What a list keeps in its page address, and what it accepts there. Define it once, outside the component. */
export type TListUrlSpec = {
  fields: TFilterFields;
  /** Sort keys the list takes; '-key' sorts descending. */
  sorts: readonly string[];
  pageSizes: readonly number[];
  defaultPerPage: number;
  /**
   * The filters the list starts with when its address names none (an administrator's /projects:
   * 'Estado Igual Enviado'); removing them all is written as `filters=[]`, so it survives a reload.
   */
  defaultFilters?: readonly TFilterInput[];
  /**
   * Controls of the list's own kept in the address too (Mis Evaluaciones' assignment state, the call
   * of Resultados y Decisiones): each name with the values it takes, a list of them or 'id' (a
   * positive whole number). A value the list does not take counts as none.
   */
  choices?: Readonly<Record<string, readonly string[] | 'id'>>;
};

/** The list's state as the address holds it; `page` counts from 0 like the data grid. */
export type TListUrlState = {
  q: string;
  page: number;
  perPage: number;
  sort?: string;
  filters: TFilterInput[];
  period: number | null;
  /** The choices the address names, by name (absent: none chosen). */
  choices: Readonly<Record<string, string>>;
};

type TPage = { page: number; perPage: number };

const KEYS = ['q', 'page', 'per_page', 'sort', 'filters', 'period'] as const;
const positiveInt = (text: string | null, max: number) => (text && /^\d{1,10}$/.test(text) && +text >= 1 && +text <= max ? +text : null);

const takes = (values: readonly string[] | 'id', text: string) =>
  values === 'id' ? positiveInt(text, BOUNDS.intMax) !== null : values.includes(text);

function readChoices(params: URLSearchParams, spec: TListUrlSpec) {
  const chosen: Record<string, string> = {};
  for (const [name, values] of Object.entries(spec.choices ?? {})) {
    const text = params.get(name);
    if (text !== null && takes(values, text)) chosen[name] = text;
  }
  return chosen;
}

/** Reads the address: a value that is missing or wrong counts as the list's default (never an error). */
export function readListState(params: URLSearchParams, spec: TListUrlSpec): TListUrlState {
  const perPage = Number(params.get('per_page'));
  const sort = params.get('sort') ?? '';
  return {
    choices: readChoices(params, spec),
    q: (params.get('q') ?? '').trim().slice(0, BOUNDS.searchMax),
    page: (positiveInt(params.get('page'), BOUNDS.pageMax) ?? 1) - 1,
    perPage: spec.pageSizes.includes(perPage) ? perPage : spec.defaultPerPage,
    sort: spec.sorts.includes(sort.replace(/^-/, '')) ? sort : undefined,
    filters: params.has('filters') ? filtersFromParam(spec.fields, params.get('filters')) : [...(spec.defaultFilters ?? [])],
    period: positiveInt(params.get('period'), BOUNDS.intMax),
  };
}

/** Writes the state into the address, leaving out what is the default, and keeping other parameters. */
export function writeListState(previous: URLSearchParams, state: TListUrlState, spec: TListUrlSpec): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of KEYS) next.delete(key);
  if (state.q) next.set('q', state.q);
  if (state.page > 0) next.set('page', String(state.page + 1));
  if (state.perPage !== spec.defaultPerPage) next.set('per_page', String(state.perPage));
  if (state.sort) next.set('sort', state.sort);
  const defaults = spec.defaultFilters ?? [];
  const isDefault = filtersParam(state.filters) === filtersParam([...defaults]);
  if (!isDefault) next.set('filters', filtersParam(state.filters));
  if (state.period !== null) next.set('period', String(state.period));
  for (const name of Object.keys(spec.choices ?? {})) {
    next.delete(name);
    if (state.choices[name] !== undefined) next.set(name, state.choices[name]);
  }
  return next;
}

const toSortModel = (sort?: string): GridSortModel => (sort ? [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }] : []);
const fromSortModel = (model: GridSortModel) => (model[0]?.sort ? `${model[0].sort === 'desc' ? '-' : ''}${model[0].field}` : undefined);

/**
 * A server-paged list whose search, page, page size, sort, filters and period live in the page
 * address (react-router's search parameters), so a filtered list can be bookmarked, shared,
 * reloaded and returned to with the browser's back button (and so do the list's own `choices`). Each change is a history entry, except
 * typing in the search box, which replaces the current one; a new search, filter set, period or
 * page size starts at the first page. Another route is another page component, with its own address.
 */
export function useListUrlState(spec: TListUrlSpec) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params, spec]);

  const update = useCallback(
    (change: (current: TListUrlState) => Partial<TListUrlState>, options: { resetPage?: boolean; replace?: boolean } = {}) =>
      setParams(
        (prev) => {
          const current = readListState(prev, spec);
          const next = { ...current, ...change(current) };
          if (options.resetPage) next.page = 0;
          return writeListState(prev, next, spec);
        },
        { replace: options.replace },
      ),
    [setParams, spec],
  );

  // What is typed shows at once; the list (and the address) follow once typing pauses.
  const [search, setSearch] = useState(state.q);
  const q = useDebounced(search.trim(), 350);
  // The address changed under the box (back button, a link): the box shows what the address says.
  const [seenQ, setSeenQ] = useState(state.q);
  if (seenQ !== state.q) {
    setSeenQ(state.q);
    if (state.q !== q) setSearch(state.q);
  }
  useEffect(() => {
    if (q !== state.q) update(() => ({ q }), { resetPage: true, replace: true });
    // Only a new pause in typing writes the address; a new address alone must not write it back.
  }, [q]); // eslint-disable-line react-hooks/exhaustive-deps

  const setPage = useCallback(
    (next: TPage | ((current: TPage) => TPage), options: { replace?: boolean } = {}) =>
      update((current) => {
        const wanted = typeof next === 'function' ? next({ page: current.page, perPage: current.perPage }) : next;
        // Another page size starts at the first page.
        return { page: wanted.perPage === current.perPage ? Math.max(0, wanted.page) : 0, perPage: wanted.perPage };
      }, options),
    [update],
  );
  const setSort = useCallback((sort?: string) => update(() => ({ sort })), [update]);
  const setSortModel = useCallback((model: GridSortModel) => setSort(fromSortModel(model)), [setSort]);
  const setFilters = useCallback((filters: TFilterInput[]) => update(() => ({ filters }), { resetPage: true }), [update]);
  const setPeriod = useCallback((period: number | null) => update(() => ({ period }), { resetPage: true }), [update]);
  /** Chooses a value of one of the spec's choices (null: none), from the first page. */
  const setChoice = useCallback(
    (name: string, value: string | number | null) =>
      update(
        (current) => {
          const { [name]: _left, ...others } = current.choices;
          return { choices: value === null || value === '' ? others : { ...others, [name]: String(value) } };
        },
        { resetPage: true },
      ),
    [update],
  );
  const sortModel = useMemo(() => toSortModel(state.sort), [state.sort]);

  return { ...state, search, setSearch, setPage, sortModel, setSort, setSortModel, setFilters, setPeriod, setChoice };
}

/**
 * An address may name a page the list no longer has (a bookmark from before some deletions): once
 * the server's exact total for this very query is known, such a page becomes the last one, in place
 * of the current history entry. Pass `total` only when it is exact and answers the current query.
 */
export function usePageInRange(list: Pick<ReturnType<typeof useListUrlState>, 'page' | 'perPage' | 'setPage'>, total: number | undefined) {
  const { page, perPage, setPage } = list;
  useEffect(() => {
    if (total === undefined || page === 0 || page * perPage < total) return;
    setPage({ page: Math.max(0, Math.ceil(total / perPage) - 1), perPage }, { replace: true });
  }, [total, page, perPage, setPage]);
}
