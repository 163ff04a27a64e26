import type { DbOrTx } from './db/transaction';
import { seedDemo } from './db/seed/demo';
import { seedStrategyDemo } from './modules/strategies/demo-seed';
import { seedProjectDemo } from './modules/projects/demo-seed';
import { seedEvaluationDemo } from './modules/evaluation/demo-seed';
import { seedExecutionDemo } from './modules/execution/demo-seed';
import { seedSecondFactorDemo } from './modules/account-security/demo-seed';
import { createFileStore, type TStorageSettings } from './lib/files';
import { syncPermissions } from './db/seed/reference';
import { seedCatalogueReference } from './db/seed/catalogues/reference';
import { seedDirectoryPeople } from './db/seed/directory-people';
import { seedStrategyKindProducts } from './db/seed/strategy-kind-products';
import { seedPrivacyReference } from './modules/privacy';

/**
 * Seeding sits at the top, beside app.ts: the tables' own rows come from db/seed/, the demo
 * strategies and projects from their modules (written through their use cases), and a lower
 * layer may not import a module.
 *
 * Reference data on every start; demo data once, when asked for. `storage` (a server's settings)
 * or `dataDir` (its disk): where the demo's documents are stored; without either the demo
 * strategies have no approval letters nor final reports, and the demo projects no documents.
 */
export async function seed(db: DbOrTx, opts: { demo: boolean; dataDir?: string; storage?: TStorageSettings }) {
  await syncPermissions(db);
  await seedCatalogueReference(db);
  await seedStrategyKindProducts(db);
  await seedDirectoryPeople(db);
  await seedPrivacyReference(db);
  if (opts.demo) {
    await seedDemo(db);
    await seedSecondFactorDemo(db);
    // After the accounts, catalogues and kind products: written through the save use case.
    const files = opts.storage ? createFileStore(opts.storage) : opts.dataDir ? createFileStore(opts.dataDir) : null;
    await seedStrategyDemo(db, files);
    await seedProjectDemo(db, files);
    await seedEvaluationDemo(db, files);
    await seedExecutionDemo(db, files);
  }
}
