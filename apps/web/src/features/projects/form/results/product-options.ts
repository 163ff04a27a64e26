import type { TProductFamily } from '@siiicca/shared';
import type { TOption } from '../../../../components/catalogue';
import type { TProjectLookups } from '../form-values';

type TProducts = TProjectLookups['products'];

const byName = (a: TOption, b: TOption) => a.label.localeCompare(b.label, 'es');

/** The hours intensities the catalogue offers: every pivot hours of a product's type, once, smallest first. */
export function hoursOptions(products: TProducts, current?: number | null): number[] {
  const hours = new Set(products.flatMap((p) => p.types.map((t) => t.hours)));
  // A saved project keeps its intensity even when the catalogue no longer offers it.
  if (typeof current === 'number') hours.add(current);
  return [...hours].sort((a, b) => a - b);
}

/** The product types offered for an intensity (those with a product at those pivot hours). */
export function typeOptions(products: TProducts, hours: number | null | undefined): TOption[] {
  const types = new Map<number, string>();
  for (const p of products) for (const t of p.types) if (t.hours === hours) types.set(t.id, t.name);
  return [...types].map(([value, label]) => ({ value, label })).sort(byName);
}

/** The products of a type offered for an intensity. */
export function productOptions(products: TProducts, hours: number | null | undefined, typeId: unknown): TOption[] {
  return products
    .filter((p) => p.types.some((t) => t.id === typeId && t.hours === hours))
    .map((p) => ({ value: p.id, label: p.name }))
    .sort(byName);
}

/** The names a result shows, found in the selection list (a result of a withdrawn product shows its id). */
export function resultNames(products: TProducts, r: { product_type_id: number; product_id: number }) {
  const product = products.find((p) => p.id === r.product_id);
  const type = products.flatMap((p) => p.types).find((t) => t.id === r.product_type_id);
  return { type: type?.name ?? `Tipo ${r.product_type_id}`, product: product?.name ?? `Producto ${r.product_id}` };
}

/** The families the results cover, from their product types' family. */
export function coveredFamilies(products: TProducts, results: readonly { product_type_id: number }[]): Set<TProductFamily> {
  const familyOf = new Map<number, TProductFamily>();
  for (const p of products) for (const t of p.types) if (t.family) familyOf.set(t.id, t.family);
  return new Set(results.flatMap((r) => familyOf.get(r.product_type_id) ?? []));
}

/** Whether the selection list tells product types' families at all (before it does, coverage is not shown). */
export const familiesKnown = (products: TProducts) => products.some((p) => p.types.some((t) => !!t.family));
