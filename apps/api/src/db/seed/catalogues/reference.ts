import type { Db } from '../../client';
import { seedEconomicSectors } from './economic-sectors';
import { seedGeography } from './geography';
import { seedProducts } from './products';

/** Reference catalogues, on every start: idempotent, and a few inserts when nothing is missing. */
export async function seedCatalogueReference(db: Db) {
  await seedGeography(db);
  await seedEconomicSectors(db);
  await seedProducts(db);
}
