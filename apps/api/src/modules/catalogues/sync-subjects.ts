import { eq } from 'drizzle-orm';
import { CAT_MSG } from '@siiicca/shared';
import type { AcademicConnector, AcademicSubject } from '../../connectors/academic/types';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { subjects } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Pulls the subjects of the academic system: new codes are added, changed names or program codes
 * are updated, nothing is duplicated (the code is unique) and nothing is deleted or deactivated
 * (a subject no longer offered may still be referenced by strategies).
 */
export async function syncSubjects(db: DbOrTx, academic: AcademicConnector) {
  let incoming: AcademicSubject[];
  try {
    incoming = await academic.listSubjects();
  } catch {
    throw new AppError(502, CAT_MSG.syncFailed);
  }
  const byCode = new Map<string, { name: string; programSac: string }>();
  for (const s of incoming) {
    const codesac = s.codesac?.trim();
    const name = s.name?.trim();
    if (codesac && name) byCode.set(codesac, { name, programSac: s.programSac?.trim() ?? '' });
  }

  return inTransaction(db, async (tx) => {
    const known = new Map(
      (await tx.select({ codesac: subjects.codesac, name: subjects.name, programSac: subjects.programSac }).from(subjects)).map(
        (r) => [r.codesac, r],
      ),
    );
    const fresh = [...byCode].filter(([code]) => !known.has(code)).map(([codesac, s]) => ({ codesac, ...s }));
    const changed = [...byCode].filter(([code, s]) => {
      const k = known.get(code);
      return k && (k.name !== s.name || k.programSac !== s.programSac);
    });

    let added = 0;
    for (let i = 0; i < fresh.length; i += 500) {
      const rows = await tx.insert(subjects).values(fresh.slice(i, i + 500)).onConflictDoNothing().returning({ id: subjects.id });
      added += rows.length;
    }
    for (const [codesac, s] of changed) {
      await tx.update(subjects).set({ name: s.name, programSac: s.programSac }).where(eq(subjects.codesac, codesac));
    }
    return { message: CAT_MSG.syncDone(added, changed.length), added, updated: changed.length };
  });
}
