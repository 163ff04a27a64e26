import type { DbOrTx } from '../../transaction';
import { seedEconomicSectors } from './economic-sectors';
import { seedGeography } from './geography';
import { seedProducts } from './products';
import { seedBudgetCatalogues } from './budget';
import { seedWorkTypeMappings } from './work-types';

/** Reference catalogues, on every start: idempotent, and a few inserts when nothing is missing. */
export async function seedCatalogueReference(db: DbOrTx) {
  await seedGeography(db);
  await seedEconomicSectors(db);
  await seedProducts(db);
  await seedWorkTypeMappings(db);
  await seedBudgetCatalogues(db);
}
