import { PGLITE_TEMPLATE, writePgliteTemplate } from './pglite-template';

// Run by apps/api/build.mjs after compiling: the empty migrated database a first start copies.
const bytes = await writePgliteTemplate();
console.log(`Embedded database template: ${PGLITE_TEMPLATE} (${(bytes / 1e6).toFixed(1)} MB)`);
