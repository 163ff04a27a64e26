import { describe, expect, it } from 'vitest';
import { tree, type TTree } from './relationship-tree';

// The sectional dialog's division → faculty → program tree: what the administrator sees after each
// edit, and what 'Guardar' sends.
const ingenieria = { id: 1, name: 'Ingeniería' };
const salud = { id: 2, name: 'Salud' };
const sistemas = { id: 10, name: 'Facultad de Sistemas' };
const civil = { id: 11, name: 'Facultad de Civil' };
const enfermeria = { id: 12, name: 'Facultad de Enfermería' };
const software = { id: 100, name: 'Ingeniería de Software', codesac: 1045 };
// A program may have no SAC code yet.
const redes = { id: 101, name: 'Redes', codesac: null };

/** Ingeniería (Sistemas: Software, Redes; Civil) and Salud (Enfermería), built as the dialog does. */
function built(): TTree {
  let t: TTree = [];
  t = tree.addDivision(t, ingenieria);
  t = tree.addDivision(t, salud);
  t = tree.addFaculty(t, 1, sistemas);
  t = tree.addFaculty(t, 1, civil);
  t = tree.addFaculty(t, 2, enfermeria);
  t = tree.addProgram(t, 1, 10, software);
  t = tree.addProgram(t, 1, 10, redes);
  return t;
}

describe('the sectional relationship tree', () => {
  it('places each faculty under its division and each program under its faculty, in the order added', () => {
    expect(built()).toEqual([
      {
        id: 1,
        name: 'Ingeniería',
        faculties: [
          { id: 10, name: 'Facultad de Sistemas', programs: [software, redes] },
          { id: 11, name: 'Facultad de Civil', programs: [] },
        ],
      },
      { id: 2, name: 'Salud', faculties: [{ id: 12, name: 'Facultad de Enfermería', programs: [] }] },
    ]);
  });

  it('keeps only the id and name of what is added (extra fields of a selection option are not saved)', () => {
    const t = tree.addDivision([], { ...ingenieria, code: 'X' } as { id: number; name: string });
    expect(t).toEqual([{ id: 1, name: 'Ingeniería', faculties: [] }]);
  });

  it('never changes the tree it was given, so a cancelled dialog shows the tree as it was', () => {
    const before = built();
    const snapshot = structuredClone(before);
    tree.addProgram(before, 1, 11, { id: 102, name: 'Estructuras', codesac: null });
    tree.removeFaculty(before, 1, 10);
    tree.removeDivision(before, 2);
    expect(before).toEqual(snapshot);
  });

  it('removing a division takes its faculties and programs with it', () => {
    const t = tree.removeDivision(built(), 1);
    expect(t.map((d) => d.name)).toEqual(['Salud']);
    expect(tree.used(t)).toEqual({ divisions: new Set([2]), faculties: new Set([12]), programs: new Set() });
  });

  it('removing a faculty takes its programs and leaves its sister faculties and other divisions alone', () => {
    const t = tree.removeFaculty(built(), 1, 10);
    expect(t[0].faculties).toEqual([{ id: 11, name: 'Facultad de Civil', programs: [] }]);
    expect(t[1]).toEqual(built()[1]);
    expect(tree.used(t).programs.size).toBe(0);
  });

  it('removing a program touches only that faculty', () => {
    const t = tree.removeProgram(built(), 1, 10, 100);
    expect(t[0].faculties[0].programs).toEqual([redes]);
    expect(t[0].faculties[1]).toEqual(built()[0].faculties[1]);
  });

  it('an edit naming a parent not in the tree changes nothing', () => {
    expect(tree.addFaculty(built(), 99, { id: 13, name: 'Otra' })).toEqual(built());
    expect(tree.addProgram(built(), 2, 10, { id: 103, name: 'Otro', codesac: null })).toEqual(built());
    expect(tree.removeProgram(built(), 2, 10, 100)).toEqual(built());
    expect(tree.removeDivision(built(), 99)).toEqual(built());
  });

  it('tells which divisions, faculties and programs are already placed, so the pickers do not offer them twice', () => {
    const used = tree.used(built());
    expect([...used.divisions]).toEqual([1, 2]);
    expect([...used.faculties].sort()).toEqual([10, 11, 12]);
    expect([...used.programs].sort()).toEqual([100, 101]);
    expect(tree.used([])).toEqual({ divisions: new Set(), faculties: new Set(), programs: new Set() });
  });

  it("sends ids only, nested as POST /api/sectional_relationship takes them, names left out", () => {
    expect(tree.toPayload(7, built())).toEqual({
      id: 7,
      relationship: [
        { id: 1, faculties: [{ id: 10, programs: [{ id: 100 }, { id: 101 }] }, { id: 11, programs: [] }] },
        { id: 2, faculties: [{ id: 12, programs: [] }] },
      ],
    });
    expect(tree.toPayload(7, [])).toEqual({ id: 7, relationship: [] });
  });
});
