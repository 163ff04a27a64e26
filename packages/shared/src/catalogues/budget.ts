import { defineCatalogue, ID_COLUMN, NAME_COLUMN, namedCatalogue, STATE_COLUMN } from './define';
import { ZNamedItemSchema, ZNamedRowSchema } from './academic';
import { researchCatalogue } from './research-catalogue';

/*
 * The catalogues of a project's approved budget (issue 42, execution stage): what an amount is for
 * (Personal, Equipos, …) and who pays it (Institución, Contrapartida, Externa). A name and its state,
 * as the research lines; a row in use by a budget cannot be deleted (the database refuses it), only
 * deactivated, which takes it out of the start dialog's choices.
 */
const named = <K extends 'budget_items' | 'funding_sources'>(key: K, exportFile: string) => ({
  ...researchCatalogue(key, ZNamedItemSchema, ZNamedRowSchema, exportFile),
  ...namedCatalogue(ZNamedItemSchema, ZNamedRowSchema, [ID_COLUMN, NAME_COLUMN, STATE_COLUMN]),
});

export const BUDGET_ITEMS = defineCatalogue({
  ...named('budget_items', 'rubros_presupuesto'),
  noun: { singular: 'Rubro de Presupuesto', plural: 'Rubros de Presupuesto', feminine: false },
});

export const FUNDING_SOURCES = defineCatalogue({
  ...named('funding_sources', 'fuentes_financiacion'),
  noun: { singular: 'Fuente de Financiación', plural: 'Fuentes de Financiación', feminine: true },
});
