import type { FastifyRequest } from 'fastify';
import type { TFilter } from '@siiicca/shared';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/pg-errors';

/*
 * What the bulk downloads of a list (spreadsheets, ZIPs of attachments, records) share: the
 * selection as parsed from `/{ids}` and its query, its ids read in batches, and how a failure
 * before the first byte answers.
 */

/** The `{ids}` of a bulk download, parsed by a selectionParamSchema (shared), and its query. */
export type TSelectionInput = { ids: number[] | 'all'; scope: 'mine' | 'all'; q?: string; filters?: TFilter[] };

/** A PostgreSQL int[] literal, bound as ONE text parameter ('{3,2,1}'), read with `= any(...::int[])`. */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** `ids` in runs of `size`, in order: the batches the exports read. */
export function* chunks<T>(ids: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < ids.length; i += size) yield ids.slice(i, i + size);
}

/** Reads `query` over `ids` `size` at a time, in order, skipping empty answers (a sheet's `batches`). */
export function batchedRows<R>(db: DbOrTx, ids: readonly number[], size: number, query: (db: DbOrTx, ids: number[]) => Promise<R[]>) {
  return async function* () {
    for (const batch of chunks(ids, size)) {
      const rows = await query(db, batch);
      if (rows.length > 0) yield rows;
    }
  };
}

/**
 * A failure before the first byte of a download: refusals (400/403/404) and an unreachable
 * database (503) answer as usual; anything else is the download's own Spanish message.
 */
export const downloadFailed = (message: string) => (err: unknown) =>
  err instanceof AppError || isDatabaseUnavailable(err) ? err : new AppError(500, message);

/**
 * `{ids}` is a JSON array of up to SELECTION_MAX ids (about 11,000 characters), longer than the
 * router lets a `:param` be (maxParamLength, 100, kept for every other route): a bulk download's
 * route takes the rest of the path as a wildcard (`${base}${SELECTION_WILDCARD}`) with
 * `preValidation: wildcardAsIds`, which names it `ids` before validation, so the shared
 * selectionParamSchema bounds and reads it as for any parameter.
 */
export const SELECTION_WILDCARD = '/*';
export async function wildcardAsIds(request: FastifyRequest) {
  const params = request.params as Record<string, string>;
  request.params = { ids: params['*'] ?? '' };
}
