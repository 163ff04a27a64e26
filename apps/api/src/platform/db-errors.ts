import type { FastifyBaseLogger } from 'fastify';
import { CAT_MSG, MSG, ROLE_MSG, USER_MSG } from '@siiicca/shared';
import { AppError, badRequest, conflict, databaseUnavailable } from '../lib/app-error';
import { isDatabaseUnavailable, isReferenceViolation, PG, pgErrorOf } from '../lib/pg-errors';

/** A field of the form and the message it shows; without a field the message is the whole answer. */
export type TFieldMessage = { field?: string; message: string };

/**
 * The database's constraints a user can run into, by name: which field of the form they concern
 * and what the user reads. Unique constraints answer 409 with the field's message; a reference
 * listed here that keeps a row from being deleted answers 409 'Imposible Eliminar Registro' with
 * its message on the field. Constraints not listed get the generic answers of `constraintError`.
 */
export const CONSTRAINT_MESSAGES: Record<string, TFieldMessage> = {
  // Usuarios and Perfiles
  users_email_unique: { field: 'email', message: USER_MSG.emailTaken },
  users_identity_unique: { field: 'identity', message: USER_MSG.identityTaken },
  users_username_unique: { field: 'username', message: USER_MSG.usernameTaken },
  roles_name_unique: { field: 'name', message: ROLE_MSG.nameTaken },
  user_roles_role_id_roles_id_fk: { field: 'id', message: ROLE_MSG.inUse },
  // Catalogues whose unique key is not their name
  strategy_periods_one_active_key: { field: 'state', message: CAT_MSG.oneActivePeriod },
  strategy_periods_name_key: { field: 'description', message: CAT_MSG.duplicateName },
  investigation_groups_colciencias_key: { field: 'colciencias', message: CAT_MSG.duplicateColciencias },
  subjects_codesac_key: { field: 'codesac', message: CAT_MSG.duplicateCode },
  programs_codesac_key: { field: 'codesac', message: CAT_MSG.duplicateCode },
  countries_pkey: { field: 'id', message: CAT_MSG.duplicateCode },
  departments_pkey: { field: 'id', message: CAT_MSG.duplicateCode },
  cities_pkey: { field: 'id', message: CAT_MSG.duplicateCode },
};

export type TWriteAction = 'write' | 'delete';

/**
 * The answer to a database refusal, or null when it is not one a user causes:
 * - a constraint of CONSTRAINT_MESSAGES: its field and message (see above);
 * - any other unique index: 409, 'Ya existe un registro con ese nombre' for the `<table>_name_key`
 *   indexes (on `name`), 'Ya existe un registro con ese código' for the others;
 * - a row still referenced, on a delete: 409 `blocked` (what it means for this record), by default
 *   'Imposible Eliminar Registro';
 * - a reference to a row that does not exist, on a write: 400 'El registro relacionado no existe'.
 */
export function constraintError(err: unknown, opts: { action: TWriteAction; blocked?: TFieldMessage }): AppError | null {
  const pg = pgErrorOf(err);
  if (!pg) return null;
  const known = pg.constraint ? CONSTRAINT_MESSAGES[pg.constraint] : undefined;
  if (pg.code === PG.uniqueViolation) {
    const answer = known ?? (pg.constraint?.endsWith('_name_key') ? { field: 'name', message: CAT_MSG.duplicateName } : { message: CAT_MSG.duplicateCode });
    return conflict(answer.message, fieldErrors(answer));
  }
  if (!isReferenceViolation(err)) return null;
  if (opts.action === 'write') return badRequest(CAT_MSG.relatedMissing);
  const blocked = known ?? opts.blocked ?? { message: CAT_MSG.deleteFailed };
  return blocked.field ? conflict(MSG.deleteFailed, fieldErrors(blocked)) : conflict(blocked.message);
}

const fieldErrors = (answer: TFieldMessage) => (answer.field ? { [answer.field]: [answer.message] } : undefined);

export type TAction = 'read' | TWriteAction;

/**
 * Whatever failed, the answer the user reads: our own AppErrors as they are, an unreachable database
 * as 503 'La base de datos no está disponible', a constraint (writes and deletes) as above, and
 * anything else logged and answered with the screen's own message ('Error al guardar el Periodo').
 */
export function failureAnswer(
  err: unknown,
  opts: { log: FastifyBaseLogger; fallback: string; action: TAction; blocked?: TFieldMessage },
): AppError {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) return databaseUnavailable(err);
  const known = opts.action === 'read' ? null : constraintError(err, { action: opts.action, blocked: opts.blocked });
  if (known) return known;
  opts.log.error({ err }, opts.fallback);
  return new AppError(500, opts.fallback);
}

/** Runs a use case and answers its failure with `failureAnswer`. */
export async function guarded<T>(log: FastifyBaseLogger, fallback: string, action: TAction, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw failureAnswer(err, { log, fallback, action });
  }
}

/** For `.catch()`: rethrows any failure as `failureAnswer` gives it (a save: 'write'). */
export const rethrowAnswered =
  (log: FastifyBaseLogger, fallback: string, action: TAction = 'write') =>
  (err: unknown): never => {
    throw failureAnswer(err, { log, fallback, action });
  };
