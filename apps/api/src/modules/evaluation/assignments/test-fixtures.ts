import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TProjectState } from '@siiicca/shared';
import { announcements, investigationGroups, projectInvestigators, projects, roles, thirds, userRoles, users } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';

/*
 * Rows for the assignment tests and the bench, written straight into the tables: a call of the
 * test's own (so demo data never counts), evaluators, and projects with their investigators.
 */

const unique = () => randomBytes(5).toString('hex');

export async function newCall(db: DbOrTx): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({ name: `Convocatoria de prueba ${unique()}`, type: 'Multicampus', description: 'Prueba', fechaInicio: '2026-01-01', fechaFin: '2026-12-31' })
    .returning({ id: announcements.id });
  return row!.id;
}

/** Research groups of the seeded catalogue (at least two). */
export async function someGroups(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: investigationGroups.id }).from(investigationGroups).limit(3);
  return rows.map((r) => r.id);
}

export type TPerson = { id: number; name: string; email: string; identity: string };

/** Users with the Evaluador profile (adm accounts without password), inserted in one statement. */
export async function newEvaluators(db: DbOrTx, count: number): Promise<TPerson[]> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'evaluator'));
  const values = Array.from({ length: count }, () => {
    const id = unique();
    return { name: `Evaluador ${id}`, email: `ev.${id}@siiicca.test`, username: `ev.${id}`, identity: `8${parseInt(id, 16)}`, accountType: 'adm' as const };
  });
  const created = await db.insert(users).values(values).returning({ id: users.id, name: users.name, email: users.email, identity: users.identity });
  await db.insert(userRoles).values(created.map((u) => ({ userId: u.id, roleId: role!.id })));
  return created.map((u) => ({ ...u, identity: u.identity! }));
}

export type TInvestigator = { identification?: string; email?: string; type?: 'Interno' | 'Externo'; groupId?: number | null; thirdGroupId?: number | null };

/** A project of `callId` in `state`, owned by `ownerId`, with its investigators (thirds written for them). */
export async function newProject(db: DbOrTx, o: { callId: number; ownerId: number; state?: TProjectState; investigators?: TInvestigator[] }) {
  const [p] = await db
    .insert(projects)
    .values({ userId: o.ownerId, announcementId: o.callId, title: `Proyecto ${unique()}`, state: o.state ?? 'Enviado', sentAt: new Date() })
    .returning({ id: projects.id, title: projects.title });
  for (const [i, inv] of (o.investigators ?? []).entries()) {
    const [third] = await db
      .insert(thirds)
      .values({
        typeId: 'CC',
        identification: inv.identification ?? `6${parseInt(unique(), 16)}`,
        name: `Persona ${unique()}`,
        email: inv.email ?? null,
        investigationGroupId: inv.thirdGroupId ?? null,
        sealed: true,
      })
      .returning({ id: thirds.id });
    await db.insert(projectInvestigators).values({
      projectId: p!.id,
      thirdId: third!.id,
      typeThird: inv.type ?? 'Interno',
      typeInvestigator: i === 0 ? 'Principal' : 'Coinvestigador',
      position: i,
      investigationGroupId: inv.groupId ?? null,
    });
  }
  return p!;
}
