import type { DbOrTx } from '../../transaction';
import { budgetItems, fundingSources } from '../../schema';
import { isEmpty } from '../reference';

/** The budget items a project's approved budget is recorded by (issue 42), as research offices name them. */
export const BUDGET_ITEMS = ['Personal', 'Equipos', 'Materiales e insumos', 'Salidas de campo', 'Servicios técnicos', 'Software', 'Bibliografía', 'Eventos y viajes', 'Publicaciones'];
/** Who pays an approved amount. */
export const FUNDING_SOURCES = ['Institución', 'Contrapartida', 'Externa'];

/**
 * The execution stage's budget catalogues, once: while a catalogue is empty its reference rows are
 * written; afterwards it is the office's (renamed, deactivated or added rows stay as they left them).
 */
export async function seedBudgetCatalogues(db: DbOrTx) {
  if (await isEmpty(db, 'budget_items')) await db.insert(budgetItems).values(BUDGET_ITEMS.map((name) => ({ name }))).onConflictDoNothing();
  if (await isEmpty(db, 'funding_sources')) await db.insert(fundingSources).values(FUNDING_SOURCES.map((name) => ({ name }))).onConflictDoNothing();
}
