import type { FastifyRequest } from 'fastify';
import { ROLE_MSG, USER_MSG } from '@siiicca/shared';
import { AppError, conflict } from '../../lib/app-error';
import { pgErrorOf } from '../../lib/pg-errors';

const CONSTRAINT_FIELDS: Record<string, [string, string]> = {
  users_email_unique: ['email', USER_MSG.emailTaken],
  users_identity_unique: ['identity', USER_MSG.identityTaken],
  users_username_unique: ['username', USER_MSG.usernameTaken],
  roles_name_unique: ['name', ROLE_MSG.nameTaken],
};

/**
 * A user or profile save that failed past the checks (for example a concurrent insert of the same
 * e-mail) still answers in Spanish: the clashing field when the database names it, otherwise the
 * screen's own 'Ha Ocurrido un Error al guardar el Usuario' (the cause goes to the log only).
 */
export const saveFailure = (request: FastifyRequest) => (err: unknown): never => {
  if (err instanceof AppError) throw err;
  const pg = pgErrorOf(err);
  const known = pg?.code === '23505' && pg.constraint ? CONSTRAINT_FIELDS[pg.constraint] : undefined;
  if (known) throw conflict(known[1], { [known[0]]: [known[1]] });
  request.log.error({ err }, 'save failed');
  throw new AppError(500, USER_MSG.saveFailed);
};
