import { eq } from 'drizzle-orm';
import { MSG, ROLE_MSG, type TRole } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { roles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { recordSecurityEvent, type TAuditActor } from '../../platform/security-events';
import { roleNameTaken } from './roles.repository';

const nameTaken = () => conflict(ROLE_MSG.nameTaken, { name: [ROLE_MSG.nameTaken] });

/** Creates a profile with no permissions: they are chosen afterwards in the permissions dialog. */
export async function createRole(db: DbOrTx, input: TRole, by: TAuditActor): Promise<number> {
  if (await roleNameTaken(db, input.name)) throw nameTaken();
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({ name: input.name, description: input.description, requiresSecondFactor: input.requires_second_factor })
      .returning({ id: roles.id });
    await recordSecurityEvent(tx, {
      event: 'profile_created',
      ...by,
      details: { profile: input.name, record_id: row!.id, requires_second_factor: input.requires_second_factor },
    });
    return row!.id;
  });
}

/**
 * Renames or redescribes a profile, or turns 'Exige segundo factor' on or off (seeded ones too: the
 * start-up sync finds them by key, not by name).
 */
export async function updateRole(db: DbOrTx, id: number, input: TRole, by: TAuditActor): Promise<void> {
  if (await roleNameTaken(db, input.name, id)) throw nameTaken();
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ name: roles.name, description: roles.description, requires_second_factor: roles.requiresSecondFactor })
      .from(roles)
      .where(eq(roles.id, id))
      .for('update');
    if (!before) throw notFound(MSG.roleNotFound);
    await tx
      .update(roles)
      .set({ name: input.name, description: input.description, requiresSecondFactor: input.requires_second_factor })
      .where(eq(roles.id, id));
    const fields = (['name', 'description', 'requires_second_factor'] as const).filter((f) => before[f] !== input[f]);
    await recordSecurityEvent(tx, { event: 'profile_changed', ...by, details: { profile: input.name, record_id: id, fields } });
  });
}
