import { eq } from 'drizzle-orm';
import { MSG, ROLE_MSG, type TRole } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { roles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { roleNameTaken } from './roles.repository';

const nameTaken = () => conflict(ROLE_MSG.nameTaken, { name: [ROLE_MSG.nameTaken] });

/** Creates a profile with no permissions: they are chosen afterwards in the permissions dialog. */
export async function createRole(db: DbOrTx, input: TRole): Promise<number> {
  if (await roleNameTaken(db, input.name)) throw nameTaken();
  const [row] = await db.insert(roles).values({ name: input.name, description: input.description }).returning({ id: roles.id });
  return row!.id;
}

/** Renames or redescribes a profile (seeded ones too: the start-up sync finds them by key, not by name). */
export async function updateRole(db: DbOrTx, id: number, input: TRole): Promise<void> {
  if (await roleNameTaken(db, input.name, id)) throw nameTaken();
  const updated = await db
    .update(roles)
    .set({ name: input.name, description: input.description })
    .where(eq(roles.id, id))
    .returning({ id: roles.id });
  if (updated.length === 0) throw notFound(MSG.roleNotFound);
}
