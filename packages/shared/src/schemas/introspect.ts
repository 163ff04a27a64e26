import type { z } from 'zod';

type Def = { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };

/**
 * The most characters a text field's schema accepts, read from the schema itself (through
 * optional, nullable, default, pipe and transform wrappers), so that a form never states a limit a
 * second time next to the rule. undefined when the schema sets none.
 */
export function maxLengthOf(schema: z.ZodType | undefined, depth = 0): number | undefined {
  if (!schema || depth > 10) return undefined;
  const max = (schema as { maxLength?: number | null }).maxLength;
  if (typeof max === 'number') return max;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  return maxLengthOf(def.innerType, depth + 1) ?? maxLengthOf(def.in, depth + 1) ?? maxLengthOf(def.out, depth + 1);
}
