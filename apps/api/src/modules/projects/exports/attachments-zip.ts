import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import type { FileStore } from '../../../lib/files';
import { safeEntryName, type TZipEntry } from '../../../lib/zip';
import { chunks, intArray } from '../../../platform/bulk-downloads';

/** A project's folder in the ZIP: '<id> - <title>', the title made safe (lib/zip.ts safeEntryName). */
export const projectFolder = (id: number, title: string) => `${id} - ${safeEntryName(title, 80, 'Proyecto')}`;

/**
 * A document's name in the ZIP: the call's name for it with the extension of the stored file (the
 * kind its content was checked to be), never the name it was uploaded with.
 */
export const documentEntryName = (document: string, storedPath: string) => {
  const extension = path.extname(storedPath).toLowerCase().replace(/[^.a-z0-9]/g, '');
  return `${safeEntryName(document, 100, 'Documento')}${extension.length > 1 ? extension : ''}`;
};

/** Projects whose stored documents are looked up per query. */
const BATCH = 200;

/**
 * The ZIP entries of the projects of `ids`, a batch at a time, newest first: a folder per project
 * holding its documents in the call's order. A project without documents has no folder; a path
 * whose file is gone from the store (or is not one of its paths) is skipped, not an error; two
 * documents of one call named alike get ' (2)', ' (3)'... so no entry hides another.
 */
export async function* projectAttachmentEntries(db: DbOrTx, files: FileStore, ids: readonly number[]): AsyncGenerator<TZipEntry[]> {
  for (const batch of chunks(ids, BATCH)) {
    const rows = await queryRows<{ id: number; title: string; document: string; path: string }>(
      db,
      sql`select p.id, p.title, aa.name as document, d.path
        from project_documents d
        join projects p on p.id = d.project_id
        join announcement_attacheds aa on aa.id = d.attached_id
        where d.project_id = any(${intArray(batch)}::int[])
        order by p.id desc, aa.position, aa.id`,
    );
    const entries: TZipEntry[] = [];
    const taken = new Set<string>();
    for (const r of rows) {
      // Checked here, not when the ZIP gets to it, so a missing document takes no name from another.
      if (!(await files.stat(r.path))) continue;
      const folder = projectFolder(r.id, r.title);
      const name = documentEntryName(r.document, r.path);
      const ext = path.extname(name);
      let entry = `${folder}/${name}`;
      for (let n = 2; taken.has(entry.toLowerCase()); n++) entry = `${folder}/${name.slice(0, name.length - ext.length)} (${n})${ext}`;
      taken.add(entry.toLowerCase());
      const stored = r.path;
      entries.push({ name: entry, open: () => files.open(stored) });
    }
    yield entries;
  }
}
