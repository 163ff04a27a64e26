import { z } from 'zod';

/**
 * The data contract between what a write route accepts and what the read routes answer, checked
 * from the schemas themselves. A field the form may leave out is stored as whatever its schema
 * makes of "nothing" (null, a default); every read schema must accept that, or a list that shows
 * the row answers 500 to everyone (issue 15: a program saved without its SAC code). A field the
 * form requires is required in the rows too, so the web can rely on it.
 */

type Shape = Record<string, z.ZodType>;
type Def = { type: string; left?: z.ZodType; right?: z.ZodType; in?: z.ZodType; innerType?: z.ZodType; shape?: Shape };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The fields of an object schema, through refinements, pipes and `.and` intersections (left wins). */
export function shapeOf(schema: z.ZodType): Shape {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'intersection') return { ...shapeOf(def.right!), ...shapeOf(def.left!) };
  const inner = def.in ?? def.innerType;
  return inner ? shapeOf(inner) : {};
}

/** What a write field stores when the form sends nothing: `required`, or the value (null, a default). */
export function leftOut(field: z.ZodType): { required: true } | { required: false; value: unknown } {
  const parsed = field.safeParse(undefined);
  return parsed.success ? { required: false, value: parsed.data } : { required: true };
}

const show = (v: unknown) => (v === undefined ? 'undefined' : JSON.stringify(v));

/**
 * Where a read schema disagrees with a write schema, one sentence per field (empty when they agree):
 * - a field left out (or sent empty) is stored as a value the read schema refuses;
 * - a required field is optional (nullable) in the read schema;
 * - `allFields`: a written field is missing from the read schema (a catalogue's row carries every
 *   field its form edits).
 * Only the fields both schemas name are compared otherwise: a selection list shows a few of them.
 */
export function contractMismatches(write: z.ZodType, read: z.ZodType, opts: { allFields?: boolean } = {}): string[] {
  const writeShape = shapeOf(write);
  const readShape = shapeOf(read);
  const problems: string[] = [];
  for (const [name, field] of Object.entries(writeShape)) {
    const row = readShape[name];
    if (!row) {
      if (opts.allFields) problems.push(`${name}: written but missing from the read schema`);
      continue;
    }
    const absent = leftOut(field);
    if (absent.required) {
      if (row.safeParse(null).success) problems.push(`${name}: required to write but nullable to read`);
      continue;
    }
    // Left out first, then sent empty: one sentence per field, for the first way that breaks.
    const stored: [string, unknown][] = absent.value === undefined ? [] : [['left out', absent.value]];
    for (const empty of [null, '']) {
      const sent = field.safeParse(empty);
      if (sent.success && sent.data !== undefined) stored.push([`sent as ${show(empty)}`, sent.data]);
    }
    const broken = stored.find(([, value]) => !row.safeParse(value).success);
    if (broken) problems.push(`${name}: stored as ${show(broken[1])} when ${broken[0]}, which the read schema refuses`);
  }
  return problems;
}

/** The item schema of a list schema (`z.array(item)`), for the nested lists of a selection list. */
export const itemOf = (list: z.ZodType): z.ZodType => {
  const def = defOf(list) as Def & { element?: z.ZodType };
  return def.element ?? z.never();
};
