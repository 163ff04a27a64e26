import type { TSectionalTree } from '@siiicca/shared';

export type TTree = TSectionalTree['relationship'];
export type TDivisionNode = TTree[number];
export type TFacultyNode = TDivisionNode['faculties'][number];
export type TProgramNode = TFacultyNode['programs'][number];

/** Pure edits of a sectional's division → faculty → program tree (the dialog keeps it until saved). */
export const tree = {
  addDivision: (t: TTree, d: { id: number; name: string }): TTree => [...t, { id: d.id, name: d.name, faculties: [] }],
  removeDivision: (t: TTree, id: number): TTree => t.filter((d) => d.id !== id),
  addFaculty: (t: TTree, divisionId: number, f: { id: number; name: string }): TTree =>
    t.map((d) => (d.id === divisionId ? { ...d, faculties: [...d.faculties, { id: f.id, name: f.name, programs: [] }] } : d)),
  removeFaculty: (t: TTree, divisionId: number, id: number): TTree =>
    t.map((d) => (d.id === divisionId ? { ...d, faculties: d.faculties.filter((f) => f.id !== id) } : d)),
  addProgram: (t: TTree, divisionId: number, facultyId: number, p: TProgramNode): TTree =>
    t.map((d) =>
      d.id !== divisionId
        ? d
        : { ...d, faculties: d.faculties.map((f) => (f.id === facultyId ? { ...f, programs: [...f.programs, p] } : f)) },
    ),
  removeProgram: (t: TTree, divisionId: number, facultyId: number, id: number): TTree =>
    t.map((d) =>
      d.id !== divisionId
        ? d
        : { ...d, faculties: d.faculties.map((f) => (f.id === facultyId ? { ...f, programs: f.programs.filter((p) => p.id !== id) } : f)) },
    ),
  /** Ids already placed anywhere in the tree: a faculty or program sits under one parent only. */
  used: (t: TTree) => ({
    divisions: new Set(t.map((d) => d.id)),
    faculties: new Set(t.flatMap((d) => d.faculties.map((f) => f.id))),
    programs: new Set(t.flatMap((d) => d.faculties.flatMap((f) => f.programs.map((p) => p.id)))),
  }),
  /** The body of POST /api/sectional_relationship. */
  toPayload: (id: number, t: TTree) => ({
    id,
    relationship: t.map((d) => ({ id: d.id, faculties: d.faculties.map((f) => ({ id: f.id, programs: f.programs.map((p) => ({ id: p.id })) })) })),
  }),
};
