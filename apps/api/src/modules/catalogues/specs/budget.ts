import { BUDGET_ITEMS, FUNDING_SOURCES } from '@siiicca/shared';
import { budgetItems, fundingSources } from '../../../db/schema';
import { namedSpec } from './catalogue-spec';

/** The approved budget's catalogues (issue 42): rubros and fuentes de financiación, a name and its state each. */
export const budgetItemsSpec = namedSpec(BUDGET_ITEMS, budgetItems);
export const fundingSourcesSpec = namedSpec(FUNDING_SOURCES, fundingSources);
