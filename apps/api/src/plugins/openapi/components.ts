import { z } from 'zod';
import {
  ZErrorSchema,
  ZFilterSchema,
  ZInvestigatorOutSchema,
  ZListMetaSchema,
  ZMenuItemSchema,
  ZPersonLookupSchema,
  ZProjectSaveSchema,
  ZSessionUserSchema,
  ZStrategyActorOutSchema,
  ZStrategySchema,
  ZThirdOutSchema,
  ZTokenSchema,
  ZUserResponseSchema,
} from '@siiicca/shared';

/**
 * The schemas the description names as components instead of repeating them inline: the recursive
 * menu (inline it has no name, and the converter referenced a `schema0` it never emitted), the
 * people several records answer (third parties, actors, investigators), the list paging, the
 * filter language and the error body.
 * fastify-type-provider-zod turns a registered schema into a `$ref` wherever a route uses it; a
 * request body gets the `<id>Input` variant (defaults optional), an answer the plain `<id>`.
 * zod's global registry, the one `.meta()` and `.describe()` write to: what a shared schema says of
 * itself for the description (a rule in words, a pattern a refinement checks) reaches the document.
 */
export const openApiRegistry = z.globalRegistry;

const NAMED: [z.ZodType, string, string?][] = [
  [ZMenuItemSchema, 'MenuItem', 'An entry of the signed-in user’s menu, with its sub-entries.'],
  [ZTokenSchema, 'Token', 'A bearer access token and when it expires.'],
  [ZSessionUserSchema, 'SessionUser', 'The signed-in user, with their roles and permissions.'],
  [ZThirdOutSchema, 'Third', 'A person or organisation (third party) as the API answers it.'],
  [ZPersonLookupSchema, 'PersonLookup', 'A person found by identification, with their research group.'],
  [ZStrategyActorOutSchema, 'StrategyActor', 'An actor of a strategy (leader, co-researcher, organisation...).'],
  [ZInvestigatorOutSchema, 'Investigator', 'An investigator of a project, internal or external.'],
  [ZUserResponseSchema, 'User', 'A user account as the administration lists it.'],
  [ZListMetaSchema, 'ListMeta', 'Paging of a list answer: total rows, page and page size.'],
  [ZFilterSchema, 'Filter', 'One filter of a list: field, operation, value (value_end for ranges).'],
  [ZErrorSchema, 'Error', 'Every refusal: a Spanish message, and by field the problems found.'],
  // The two saves a route reads itself, as JSON and as multipart's `data` alike: one component each,
  // with the rules they check beyond their schema in words (their own description).
  [ZStrategySchema, 'Strategy'],
  [ZProjectSaveSchema, 'Project'],
];
for (const [schema, id, description] of NAMED) {
  const meta = openApiRegistry.get(schema);
  if (meta?.id !== id) openApiRegistry.add(schema, { ...meta, id, ...(description ? { description } : {}) });
}

/** The component of the shared error body (`{ message, errors? }`). */
export const ERROR_SCHEMA_REF = '#/components/schemas/Error';
/** The component of one list filter, as a client writes it in the `filters` query parameter. */
export const FILTER_INPUT_REF = '#/components/schemas/FilterInput';
