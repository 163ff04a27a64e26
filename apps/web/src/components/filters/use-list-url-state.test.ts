import { describe, expect, it } from 'vitest';
import { readListState, writeListState, type TListUrlSpec } from './use-list-url-state';

const SPEC: TListUrlSpec = {
  fields: {},
  sorts: ['name'],
  pageSizes: [10, 25],
  defaultPerPage: 10,
  choices: { state: ['Pendiente', 'Aceptada'], call: 'id' },
};

describe('a list state kept in the page address', () => {
  it('reads what a bookmark says, and takes what it cannot use as the default', () => {
    const state = readListState(new URLSearchParams('q=agua&page=3&per_page=25&sort=-name&state=Aceptada&call=12'), SPEC);
    expect(state).toMatchObject({ q: 'agua', page: 2, perPage: 25, sort: '-name', choices: { state: 'Aceptada', call: '12' } });
    const wrong = readListState(new URLSearchParams('page=0&per_page=7&sort=password&state=Borrada&call=1e3'), SPEC);
    expect(wrong).toMatchObject({ q: '', page: 0, perPage: 10, sort: undefined, choices: {} });
  });

  it('writes only what differs from the default and keeps the parameters of others (an open record)', () => {
    const state = readListState(new URLSearchParams(''), SPEC);
    const written = writeListState(new URLSearchParams('view=7&state=Pendiente'), { ...state, page: 1, choices: { call: '4' } }, SPEC);
    expect(Object.fromEntries(written)).toEqual({ view: '7', page: '2', call: '4' });
    expect(readListState(written, SPEC).choices).toEqual({ call: '4' });
  });
});
