import { z } from 'zod';
import { es } from 'zod/locales';

/**
 * Zod's built-in messages in Spanish, for every issue a schema does not word itself (a string where
 * a number goes, an unknown option...). Imported for its effect (`import '@siiicca/shared/zod-locale'`)
 * where zod's messages can reach a user: the API before it validates anything (app.ts) and the web
 * app's form resolver (lib/zod-resolver.ts). The package index does not import it, so a page that uses
 * no zod schema (the sign-in page) does not download zod.
 */
z.config(es());
