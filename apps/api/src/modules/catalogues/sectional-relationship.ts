import { eq, sql } from 'drizzle-orm';
import { CAT_MSG, type ZSectionalRelationshipSchema, type TSectionalTree } from '@siiicca/shared';
import type { z } from 'zod';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { sectionalDivisions, sectionalFaculties, sectionalPrograms, sectionals } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { queryRows } from '../../db/query-rows';
import { refuseStale, withRowVersion } from '../../platform/versions';

type TRelationship = z.output<typeof ZSectionalRelationshipSchema>;

/**
 * Replaces a sectional's whole division → faculty → program tree in one transaction: the old tree
 * goes (the composite keys cascade from divisions to faculties to programs) and the new one is
 * written; if any part fails, the previous tree stays as it was.
 */
export async function saveSectionalRelationship(db: DbOrTx, input: TRelationship) {
  await inTransaction(db, async (tx) => {
    const [found] = await tx.select({ id: sectionals.id }).from(sectionals).where(eq(sectionals.id, input.id)).for('update');
    if (!found) throw notFound(CAT_MSG.notFound);
    // The tree as the administrator read it, or 409 (platform/versions.ts): it is replaced whole.
    refuseStale(input.version, (await getSectionalTree(tx, input.id)).version);
    await tx.delete(sectionalDivisions).where(eq(sectionalDivisions.sectionalId, input.id));

    const sectionalId = input.id;
    const divisionRows = input.relationship.map((d) => ({ sectionalId, divisionId: d.id }));
    const facultyRows = input.relationship.flatMap((d) => d.faculties.map((f) => ({ sectionalId, divisionId: d.id, facultyId: f.id })));
    const programRows = input.relationship.flatMap((d) =>
      d.faculties.flatMap((f) => f.programs.map((p) => ({ sectionalId, facultyId: f.id, programId: p.id }))),
    );
    if (divisionRows.length) await tx.insert(sectionalDivisions).values(divisionRows);
    if (facultyRows.length) await tx.insert(sectionalFaculties).values(facultyRows);
    if (programRows.length) await tx.insert(sectionalPrograms).values(programRows);
  });
  return { message: CAT_MSG.relationshipSaved };
}

/** The tree as the relationship dialog shows it, names included, in one query. */
export async function getSectionalTree(db: DbOrTx, id: number): Promise<TSectionalTree> {
  const [tree] = await queryRows<Omit<TSectionalTree, 'version'>>(
    db,
    sql`select s.id, s.name, coalesce((
          select json_agg(json_build_object('id', d.id, 'name', d.name, 'faculties', coalesce((
            select json_agg(json_build_object('id', f.id, 'name', f.name, 'programs', coalesce((
              select json_agg(json_build_object('id', p.id, 'name', p.name, 'codesac', p.codesac) order by p.name, p.id)
              from sectional_programs sp join programs p on p.id = sp.program_id
              where sp.sectional_id = s.id and sp.faculty_id = f.id), '[]'::json)) order by f.name, f.id)
            from sectional_faculties sf join faculties f on f.id = sf.faculty_id
            where sf.sectional_id = s.id and sf.division_id = d.id), '[]'::json)) order by d.name, d.id)
          from sectional_divisions sd join divisions d on d.id = sd.division_id
          where sd.sectional_id = s.id), '[]'::json) as relationship
        from sectionals s where s.id = ${id}`,
  );
  if (!tree) throw notFound(CAT_MSG.notFound);
  return withRowVersion(tree);
}
