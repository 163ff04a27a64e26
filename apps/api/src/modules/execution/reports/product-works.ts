import { and, eq, inArray } from 'drizzle-orm';
import { REPORT_MSG, type TReportContent } from '@siiicca/shared';
import { researcherWorks } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';
import { badRequest } from '../../../lib/app-error';

/**
 * A product picked from 'Mis obras' names one of the report owner's imported works (researcher_works);
 * another's work, or one that no longer exists, is refused on the row (400 on `products.<i>.work_id`),
 * so nobody learns whether another user's work exists.
 */
export async function refuseForeignWorks(db: DbOrTx, ownerId: number, products: TReportContent['products']): Promise<void> {
  const ids = [...new Set(products.map((p) => p.work_id).filter((id): id is number => id !== null))];
  if (!ids.length) return;
  const own = await db
    .select({ id: researcherWorks.id })
    .from(researcherWorks)
    .where(and(eq(researcherWorks.userId, ownerId), inArray(researcherWorks.id, ids)));
  const mine = new Set(own.map((w) => w.id));
  const errors: Record<string, string[]> = {};
  products.forEach((p, i) => {
    if (p.work_id !== null && !mine.has(p.work_id)) errors[`products.${i}.work_id`] = [REPORT_MSG.workNotYours];
  });
  if (Object.keys(errors).length) throw badRequest(REPORT_MSG.workNotYours, errors);
}
