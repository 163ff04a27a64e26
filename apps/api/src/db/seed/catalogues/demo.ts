import { todayInBogota } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../transaction';
import {
  actionFields,
  announcementAttacheds,
  announcements,
  divisions,
  faculties,
  investigationGroupLines,
  investigationGroups,
  investigationLines,
  programs,
  researchHotbeds,
  sectionalDivisions,
  sectionalFaculties,
  sectionalPrograms,
  sectionals,
  strategyPeriods,
  subjects,
} from '../../schema';
import { isEmpty } from '../reference';
import {
  DEMO_ACADEMIC_TREE,
  DEMO_ACTION_FIELDS,
  DEMO_ATTACHEDS,
  DEMO_GROUPS,
  DEMO_HOTBEDS,
  DEMO_LINES,
  DEMO_OFFER,
  DEMO_SECTIONALS,
  DEMO_SUBJECTS,
} from './demo-data';

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const byName = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r.id]));

/** Demo catalogues, once (when the divisions table is still empty), in one transaction. */
export async function seedCatalogueDemo(db: DbOrTx) {
  if (!(await isEmpty(db, 'divisions'))) return;
  await inTransaction(db, async (tx) => {
    // The accounts demo already created the main campus: keep it, add the others.
    const existing = byName(await tx.select({ id: sectionals.id, name: sectionals.name }).from(sectionals));
    const missing = DEMO_SECTIONALS.filter((s) => !existing.has(s.name));
    if (missing.length > 0) await tx.insert(sectionals).values(missing);
    const sectionalIds = byName(await tx.select({ id: sectionals.id, name: sectionals.name }).from(sectionals));

    const divisionIds = byName(
      await tx.insert(divisions).values(DEMO_ACADEMIC_TREE.map((d) => ({ name: d.division }))).returning({ id: divisions.id, name: divisions.name }),
    );
    const facultyIds = byName(
      await tx
        .insert(faculties)
        .values(DEMO_ACADEMIC_TREE.flatMap((d) => d.faculties.map((f) => ({ name: f.name }))))
        .returning({ id: faculties.id, name: faculties.name }),
    );
    const programRows = DEMO_ACADEMIC_TREE.flatMap((d) =>
      d.faculties.flatMap((f) => f.programs.map(([codesac, name, type, degreeWork]) => ({ codesac, name, type, degreeWork, division: d.division, faculty: f.name }))),
    );
    const programIds = new Map(
      (await tx.insert(programs).values(programRows).returning({ id: programs.id, codesac: programs.codesac })).map((p) => [p.codesac, p.id]),
    );

    // Each sectional's tree follows from the programs it offers.
    for (const [sectionalName, codes] of Object.entries(DEMO_OFFER)) {
      const sectionalId = sectionalIds.get(sectionalName)!;
      const offered = programRows.filter((p) => codes.includes(p.codesac));
      const divs = [...new Set(offered.map((p) => p.division))];
      const facs = [...new Map(offered.map((p) => [p.faculty, p.division]))];
      await tx.insert(sectionalDivisions).values(divs.map((d) => ({ sectionalId, divisionId: divisionIds.get(d)! })));
      await tx
        .insert(sectionalFaculties)
        .values(facs.map(([f, d]) => ({ sectionalId, divisionId: divisionIds.get(d)!, facultyId: facultyIds.get(f)! })));
      await tx
        .insert(sectionalPrograms)
        .values(offered.map((p) => ({ sectionalId, facultyId: facultyIds.get(p.faculty)!, programId: programIds.get(p.codesac)! })));
    }

    const lineIds = byName(
      await tx.insert(investigationLines).values(DEMO_LINES.map((name) => ({ name }))).returning({ id: investigationLines.id, name: investigationLines.name }),
    );
    await tx.insert(actionFields).values(DEMO_ACTION_FIELDS.map((name) => ({ name })));

    for (const g of DEMO_GROUPS) {
      const [group] = await tx
        .insert(investigationGroups)
        .values({
          sectionalId: sectionalIds.get(g.sectional)!,
          name: g.name,
          colciencias: g.colciencias,
          url: `https://scienti.minciencias.gov.co/gruplac/jsp/visualiza/visualizagr.jsp?nro=${g.nro}`,
        })
        .returning({ id: investigationGroups.id });
      await tx.insert(investigationGroupLines).values(g.lines.map((l) => ({ groupId: group!.id, lineId: lineIds.get(l)! })));
    }

    const divisionOfFaculty = new Map(DEMO_ACADEMIC_TREE.flatMap((d) => d.faculties.map((f) => [f.name, d.division])));
    await tx.insert(researchHotbeds).values(
      DEMO_HOTBEDS.map((h) => ({
        sectionalId: sectionalIds.get(h.sectional)!,
        divisionId: divisionIds.get(divisionOfFaculty.get(h.faculty)!)!,
        facultyId: facultyIds.get(h.faculty)!,
        name: h.name,
      })),
    );

    await tx.insert(subjects).values(DEMO_SUBJECTS.map(([codesac, name, programSac]) => ({ codesac, name, programSac })));

    // The active period is the current semester; the previous one stays as history.
    const today = todayInBogota();
    const year = Number(today.slice(0, 4));
    const first = Number(today.slice(5, 7)) <= 6;
    await tx.insert(strategyPeriods).values([
      first
        ? { description: `Periodo ${year - 1}-2`, dateStart: `${year - 1}-07-01`, dateEnd: `${year - 1}-12-31`, state: false }
        : { description: `Periodo ${year}-1`, dateStart: `${year}-01-15`, dateEnd: `${year}-06-30`, state: false },
      first
        ? { description: `Periodo ${year}-1`, dateStart: `${year}-01-15`, dateEnd: `${year}-06-30`, state: true }
        : { description: `Periodo ${year}-2`, dateStart: `${year}-07-01`, dateEnd: `${year}-12-31`, state: true },
    ]);

    const calls = await tx
      .insert(announcements)
      .values([
        {
          name: `Convocatoria Interna de Proyectos de Investigación ${year}`,
          type: 'Multicampus',
          description: 'Financiación de proyectos de investigación, desarrollo tecnológico e innovación de las sedes y seccionales.',
          fechaInicio: addDays(today, -15),
          fechaFin: addDays(today, 45),
        },
        {
          name: `Convocatoria de Semilleros de Investigación ${year - 1}`,
          type: 'Multicampus',
          description: 'Apoyo a proyectos de semilleros de investigación con participación de estudiantes de pregrado.',
          fechaInicio: addDays(today, -200),
          fechaFin: addDays(today, -120),
        },
      ])
      .returning({ id: announcements.id });
    await tx.insert(announcementAttacheds).values(
      calls.flatMap((c) => DEMO_ATTACHEDS.map((a, position) => ({ ...a, position, announcementId: c.id }))),
    );
  });
}
