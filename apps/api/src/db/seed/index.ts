import type { DbOrTx } from '../transaction';
import { seedDemo } from './demo';
import { seedStrategyDemo } from './strategies-demo';
import { seedProjectDemo } from './projects-demo';
import { createFileStore } from '../../lib/files';
import { syncPermissions } from './reference';
import { seedCatalogueReference } from './catalogues/reference';
import { seedDirectoryPeople } from './directory-people';
import { seedStrategyKindProducts } from './strategy-kind-products';

/**
 * Reference data on every start; demo data once, when asked for. `dataDir`: where the demo's
 * documents are stored (a server's DATA_DIR); without it the demo projects have no documents.
 */
export async function seed(db: DbOrTx, opts: { demo: boolean; dataDir?: string }) {
  await syncPermissions(db);
  await seedCatalogueReference(db);
  await seedStrategyKindProducts(db);
  await seedDirectoryPeople(db);
  if (opts.demo) {
    await seedDemo(db);
    // After the accounts, catalogues and kind products: written through the save use case.
    await seedStrategyDemo(db);
    await seedProjectDemo(db, opts.dataDir ? createFileStore(opts.dataDir) : null);
  }
}
