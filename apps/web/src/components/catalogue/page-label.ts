/** How many pages `total` rows fill at `perPage` a page: at least one (an empty list is page 1 of 1). */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * The pager's words, in the table and the cards alike: 'Página X de Y' (`page` counts from 0 and
 * never reads past the last page), 'Página X de aprox. Y' when the total is the server's estimate
 * (meta.estimated, record-page.ts in the API).
 */
export function pageOfPagesLabel(page: number, perPage: number, total: number, estimated?: boolean): string {
  const pages = pageCount(total, perPage);
  return `Página ${Math.min(page + 1, pages)} de ${estimated ? 'aprox. ' : ''}${pages}`;
}
