import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import type { FileStore } from '../../../lib/files';
import { safeEntryName, type TZipEntry } from '../../../lib/zip';
import { chunks, intArray } from '../../../platform/bulk-downloads';

/** The names of a strategy's files inside the ZIP: fixed, so nothing of an uploaded name reaches the archive. */
export const ATTACHMENT_NAMES = { letter: 'Carta de aprobación.pdf', report: 'Informe final.pdf' } as const;

/** A strategy's folder in the ZIP: '<id> - <name>', the name made safe (lib/zip.ts safeEntryName). */
export const attachmentFolder = (id: number, name: string) => `${id} - ${safeEntryName(name, 80, 'Estrategia')}`;

/** Strategies whose stored files are looked up per query. */
const BATCH = 200;

/**
 * The ZIP entries of the strategies of `ids`, a batch at a time: in a folder per strategy, its
 * approval letter and its final report when stored. A strategy without either has no folder; a
 * path whose file is gone from the store (or is not one of its paths) is skipped, not an error.
 */
export async function* attachmentEntries(db: DbOrTx, files: FileStore, ids: readonly number[]): AsyncGenerator<TZipEntry[]> {
  for (const batch of chunks(ids, BATCH)) {
    const rows = await queryRows<{ id: number; name: string; letter: string | null; report: string | null }>(
      db,
      sql`select s.id, s.name, s.approvement_letter_path as letter, s.final_report_path as report from strategies s
        where s.id = any(${intArray(batch)}::int[])
          and (s.approvement_letter_path is not null or s.final_report_path is not null)
        order by s.id desc`,
    );
    const entries: TZipEntry[] = [];
    for (const r of rows) {
      const folder = attachmentFolder(r.id, r.name);
      // Checked here, not when the ZIP gets to it, so a selection whose files are all gone is a 404.
      const letter = r.letter && (await files.stat(r.letter)) ? r.letter : null;
      const report = r.report && (await files.stat(r.report)) ? r.report : null;
      if (letter) entries.push({ name: `${folder}/${ATTACHMENT_NAMES.letter}`, open: () => files.open(letter) });
      if (report) entries.push({ name: `${folder}/${ATTACHMENT_NAMES.report}`, open: () => files.open(report) });
    }
    yield entries;
  }
}
