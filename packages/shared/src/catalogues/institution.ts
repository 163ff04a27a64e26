import { z } from 'zod';
import { ACTIVE_FIELD, defineCatalogue, ID_COLUMN, NAME_COLUMN, NAME_FIELD, namedCatalogue, STATE_COLUMN } from './define';
import { CAT_MSG } from './messages';
import { zActive, zName, zOptionalInt, zOptionalText, zRequiredText } from './fields';
import { BOUNDS, zId, zList, zVersion } from '../schemas/bounds';

export const ZSectionalSchema = z.object({
  name: zName(100),
  address: zRequiredText(200),
  phone: zOptionalText(50),
  /** True for a sectional proper, false for a campus (sede) that is not one. */
  sectional: z.boolean().default(true),
  active: zActive(),
});
export const ZSectionalRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  sectional: z.boolean(),
  active: z.boolean(),
});
export type TSectionalInput = z.input<typeof ZSectionalSchema>;
export type TSectionalRow = z.infer<typeof ZSectionalRowSchema>;

export const SECTIONALS = defineCatalogue({
  key: 'sectionals',
  noun: { singular: 'Seccional', plural: 'Seccionales', feminine: true },
  createSchema: ZSectionalSchema,
  rowSchema: ZSectionalRowSchema,
  columns: [
    ID_COLUMN,
    NAME_COLUMN,
    { field: 'address', header: 'Dirección', sort: 'address' },
    { field: 'phone', header: 'Teléfono', width: 140 },
    { field: 'sectional', header: 'Seccional', kind: 'yesno', sort: 'sectional', width: 110 },
    STATE_COLUMN,
  ],
  searchable: ['name', 'address', 'phone'],
  form: [
    NAME_FIELD,
    { name: 'address', label: 'Dirección', kind: 'text' },
    { name: 'phone', label: 'Teléfono', kind: 'text' },
    { name: 'sectional', label: 'Es Seccional', kind: 'switch' },
    ACTIVE_FIELD,
  ],
  messages: { loadError: 'Error al Obtener las Seccionales' },
});

/**
 * The division → faculty → program tree of one sectional, saved whole (POST /api/sectional_relationship).
 * A faculty hangs from one division and a program from one faculty within a sectional.
 */
export const ZSectionalRelationshipSchema = z
  .object({
    id: zId(CAT_MSG.required),
    /** The tree's `version` as GET answered it: the tree is replaced whole, so a colleague's change is a 409. */
    version: zVersion(),
    relationship: zList(
      z.object({
        id: zId(CAT_MSG.relationshipNeedsDivision),
        faculties: zList(
          z.object({
            id: zId(CAT_MSG.relationshipNeedsDivision),
            programs: zList(z.object({ id: zId(CAT_MSG.relationshipNeedsDivisionFaculty) }), BOUNDS.listMax, 'programas').default([]),
          }),
          BOUNDS.listMax,
          'facultades',
        ).default([]),
      }),
      BOUNDS.listMax,
      'divisiones',
    ).default([]),
  })
  .superRefine((v, ctx) => {
    const seen = { division: new Set<number>(), faculty: new Set<number>(), program: new Set<number>() };
    v.relationship.forEach((d, di) => {
      if (seen.division.has(d.id)) ctx.addIssue({ code: 'custom', message: CAT_MSG.duplicateInList, path: ['relationship', di, 'id'] });
      seen.division.add(d.id);
      d.faculties.forEach((f, fi) => {
        if (seen.faculty.has(f.id)) ctx.addIssue({ code: 'custom', message: CAT_MSG.facultyTwice, path: ['relationship', di, 'faculties', fi, 'id'] });
        seen.faculty.add(f.id);
        f.programs.forEach((p, pi) => {
          if (seen.program.has(p.id)) {
            ctx.addIssue({ code: 'custom', message: CAT_MSG.programTwice, path: ['relationship', di, 'faculties', fi, 'programs', pi, 'id'] });
          }
          seen.program.add(p.id);
        });
      });
    });
  });
export type TSectionalRelationshipInput = z.input<typeof ZSectionalRelationshipSchema>;


export const SECTIONAL_RELATIONSHIP_API = '/api/sectional_relationship';

/** The relationship dialog's rule (spec 5): what is missing before a faculty or a program can be added. */
export function relationshipAddError(kind: 'faculty' | 'program', chosen: { divisionId?: number | null; facultyId?: number | null }) {
  if (kind === 'faculty') return chosen.divisionId ? null : CAT_MSG.relationshipNeedsDivision;
  return chosen.divisionId && chosen.facultyId ? null : CAT_MSG.relationshipNeedsDivisionFaculty;
}

// Divisions and faculties: Id, Nombre.
export const ZDivisionSchema = z.object({ name: zName(100), active: zActive() });
export const ZDivisionRowSchema = z.object({ id: z.number(), name: z.string(), active: z.boolean() });
export type TDivisionInput = z.input<typeof ZDivisionSchema>;
export type TDivisionRow = z.infer<typeof ZDivisionRowSchema>;

const smallCatalogue = () => namedCatalogue(ZDivisionSchema, ZDivisionRowSchema, [ID_COLUMN, NAME_COLUMN]);

export const DIVISIONS = defineCatalogue({
  ...smallCatalogue(),
  key: 'divisions',
  title: 'Divisiones',
  noun: { singular: 'División', plural: 'divisiones', feminine: true },
});

export const FACULTIES = defineCatalogue({
  ...smallCatalogue(),
  key: 'faculties',
  title: 'Facultades',
  noun: { singular: 'Facultad', plural: 'facultades', feminine: true },
});

/** Kinds of academic programs offered in the program dialog. */
export const PROGRAM_TYPES = ['Pregrado', 'Tecnológico', 'Especialización', 'Maestría', 'Doctorado'] as const;

// Only the name is required (spec section 5), so the compact form can add a program from its name alone;
// the SAC code and the type are filled in later from the full dialog.
export const ZProgramSchema = z.object({
  codesac: zOptionalInt(1, CAT_MSG.invalidNumber),
  name: zName(100),
  type: zOptionalText(50),
  degree_work: z.boolean().default(false),
  active: zActive(),
});
export const ZProgramRowSchema = z.object({
  id: z.number(),
  codesac: z.number().nullable(),
  name: z.string(),
  type: z.string().nullable(),
  degree_work: z.boolean(),
  active: z.boolean(),
});
/** A sectional's tree (GET /api/sectional_relationship/{id}); its programs are cut from the program row (codesac may be null). */
const ZNode = z.object({ id: z.number(), name: z.string() });
export const ZSectionalTreeSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** What a save of the tree names as the version it read. */
  version: z.string(),
  relationship: z.array(
    ZNode.extend({ faculties: z.array(ZNode.extend({ programs: z.array(ZProgramRowSchema.pick({ id: true, name: true, codesac: true })) })) }),
  ),
});
export type TSectionalTree = z.infer<typeof ZSectionalTreeSchema>;
export type TProgramInput = z.input<typeof ZProgramSchema>;
export type TProgramRow = z.infer<typeof ZProgramRowSchema>;

export const PROGRAMS = defineCatalogue({
  key: 'programs',
  noun: { singular: 'Programa', plural: 'Programas', feminine: false },
  exportApi: '/api/programsExport',
  exportFile: 'programas',
  createSchema: ZProgramSchema,
  rowSchema: ZProgramRowSchema,
  columns: [ID_COLUMN, NAME_COLUMN, { field: 'codesac', header: 'SAC', kind: 'number', sort: 'codesac', width: 110 }],
  exportColumns: [
    ID_COLUMN,
    { field: 'codesac', header: 'Código SAC', kind: 'number' },
    NAME_COLUMN,
    { field: 'type', header: 'Tipo' },
    { field: 'degree_work', header: 'Trabajo de Grado', kind: 'yesno' },
    STATE_COLUMN,
  ],
  searchable: ['name', 'codesac', 'type'],
  sortable: ['type', 'active'],
  form: [
    { name: 'codesac', label: 'Código SAC', kind: 'number' },
    NAME_FIELD,
    { name: 'type', label: 'Tipo', kind: 'select', options: PROGRAM_TYPES },
    { name: 'degree_work', label: 'Habilita Trabajos de Grado', kind: 'switch' },
    ACTIVE_FIELD,
  ],
  messages: { saveError: 'Ha Ocurrido un Error al guardar el Programa', loadError: 'Error al Obtener los Programas' },
});
