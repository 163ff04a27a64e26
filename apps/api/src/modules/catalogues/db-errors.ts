import { CAT_MSG } from '@siiicca/shared';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { isReferenceViolation, PG, pgErrorOf } from '../../lib/pg-errors';

/** The Spanish message for a unique index, from its name (see the `<table>_name_key` convention). */
function duplicateMessage(constraint = '') {
  if (constraint.includes('one_active')) return CAT_MSG.oneActivePeriod;
  if (constraint.includes('colciencias')) return CAT_MSG.duplicateColciencias;
  if (constraint.endsWith('_name_key')) return CAT_MSG.duplicateName;
  return CAT_MSG.duplicateCode;
}

/**
 * Turns the database's refusals into the answers a user understands: a duplicate is 409 with the
 * field's message, a row still referenced cannot be deleted (409 'Imposible Eliminar Registro'),
 * and a reference to a missing row is a 400. Anything else is not ours to explain: null.
 */
export function mapDbError(err: unknown, action: 'write' | 'delete'): AppError | null {
  if (err instanceof AppError) return err;
  const pg = pgErrorOf(err);
  if (!pg) return null;
  if (pg.code === PG.uniqueViolation) return conflict(duplicateMessage(pg.constraint));
  if (isReferenceViolation(err)) return action === 'delete' ? conflict(CAT_MSG.deleteFailed) : badRequest(CAT_MSG.relatedMissing);
  return null;
}
