import { and, eq, inArray, sql } from 'drizzle-orm';
import { ANNOUNCEMENTS, CAT_MSG, ZSerialIdParamSchema, type TAttachedInput } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { announcementAttacheds as attacheds, announcements } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { TCrudSpec } from '../../platform/crud/spec';
import { constraintError } from '../../platform/db-errors';

/** Calls are a catalogue whose rows carry their required documents, edited together. */
export const announcementsSpec: TCrudSpec = {
  def: ANNOUNCEMENTS,
  table: announcements,
  id: announcements.id,
  idParam: ZSerialIdParamSchema,
  fields: {
    id: announcements.id,
    name: announcements.name,
    type: announcements.type,
    description: announcements.description,
    fecha_inicio: announcements.fechaInicio,
    fecha_fin: announcements.fechaFin,
    state: announcements.state,
  },
  extra: {
    attacheds: sql`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'required', a.required, 'accept', a.accept) order by a.position, a.id) from announcement_attacheds a where a.announcement_id = announcements.id), '[]'::json)`,
  },
  afterSave: (tx, id, body) => saveAttacheds(tx, Number(id), body.attacheds as TAttachedInput[]),
};

/**
 * Brings the call's documents to the list sent: rows with an id are updated (they must belong to
 * this call), rows without one are added, and rows left out are removed, all inside the call's
 * own transaction.
 */
async function saveAttacheds(tx: DbOrTx, announcementId: number, wanted: TAttachedInput[]) {
  const existing = new Set(
    (await tx.select({ id: attacheds.id }).from(attacheds).where(eq(attacheds.announcementId, announcementId))).map((r) => r.id),
  );
  const foreign = wanted.findIndex((a) => a.id !== undefined && !existing.has(a.id));
  if (foreign >= 0) throw badRequest(CAT_MSG.relatedMissing, { [`attacheds.${foreign}.id`]: [CAT_MSG.relatedMissing] });

  const kept = new Set(wanted.map((a) => a.id).filter((id): id is number => id !== undefined));
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    try {
      await tx.delete(attacheds).where(and(eq(attacheds.announcementId, announcementId), inArray(attacheds.id, removed)));
    } catch (err) {
      throw constraintError(err, { action: 'delete', blocked: { message: CAT_MSG.attachedInUse } }) ?? err;
    }
  }
  for (const [position, a] of wanted.entries()) {
    const values = { name: a.name, required: a.required ?? true, accept: a.accept, position };
    if (a.id !== undefined) await tx.update(attacheds).set(values).where(eq(attacheds.id, a.id));
    else await tx.insert(attacheds).values({ ...values, announcementId });
  }
}
