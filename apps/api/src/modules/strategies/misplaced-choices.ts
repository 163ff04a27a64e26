import { sql } from 'drizzle-orm';
import { STRATEGY_MSG, type TStrategy } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { intArray } from '../../db/typed-columns';
import { AppError } from '../../lib/app-error';

/**
 * Which of the chosen rows do not belong where they were chosen: divisions of the sectional,
 * faculties of those divisions there, programs of those faculties there, the hotbed of the
 * sectional, products the kind may promise. ONE query; empty lists mean all is well.
 */
async function misplacedChoices(tx: DbOrTx, s: TStrategy) {
  const [row] = await queryRows<{ divisions: number[]; faculties: number[]; programs: number[]; hotbed: boolean; products: number[] }>(
    tx,
    sql`select
      array(select d from unnest(${intArray(s.divisions)}) d where not exists (
        select 1 from sectional_divisions x where x.sectional_id = ${s.sectional_id} and x.division_id = d)) as divisions,
      array(select f from unnest(${intArray(s.faculties)}) f where not exists (
        select 1 from sectional_faculties x where x.sectional_id = ${s.sectional_id} and x.faculty_id = f
          and x.division_id = any(${intArray(s.divisions)}))) as faculties,
      array(select p from unnest(${intArray(s.programs)}) p where not exists (
        select 1 from sectional_programs x where x.sectional_id = ${s.sectional_id} and x.program_id = p
          and x.faculty_id = any(${intArray(s.faculties)}))) as programs,
      (${s.research_hotbed_id}::integer is not null and not exists (
        select 1 from research_hotbeds h where h.id = ${s.research_hotbed_id}::integer and h.sectional_id = ${s.sectional_id})) as hotbed,
      array(select p from unnest(${intArray(s.products)}) p where not exists (
        select 1 from strategy_kind_products k where k.kind = ${s.strategy} and k.product_id = p)) as products`,
  );
  return row!;
}

/** Divisions, faculties, programs and the hotbed of another sectional, or products of another kind: a 400 naming them. */
export async function refuseMisplaced(tx: DbOrTx, s: TStrategy) {
  const wrong = await misplacedChoices(tx, s);
  const errors: Record<string, string[]> = {};
  for (const field of ['divisions', 'faculties', 'programs'] as const) if (wrong[field].length > 0) errors[field] = [STRATEGY_MSG.outsideSectional];
  if (wrong.hotbed) errors.research_hotbed_id = [STRATEGY_MSG.outsideSectional];
  if (wrong.products.length > 0) errors.products = [STRATEGY_MSG.productNotForKind];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(400, first, errors);
}
