import type { DbOrTx } from '../transaction';
import { seedDemo } from './demo';
import { seedStrategyDemo } from './strategies-demo';
import { syncPermissions } from './reference';
import { seedCatalogueReference } from './catalogues/reference';
import { seedDirectoryPeople } from './directory-people';
import { seedStrategyKindProducts } from './strategy-kind-products';

/** Reference data on every start; demo data once, when asked for. */
export async function seed(db: DbOrTx, opts: { demo: boolean }) {
  await syncPermissions(db);
  await seedCatalogueReference(db);
  await seedStrategyKindProducts(db);
  await seedDirectoryPeople(db);
  if (opts.demo) {
    await seedDemo(db);
    // After the accounts, catalogues and kind products: written through the save use case.
    await seedStrategyDemo(db);
  }
}
