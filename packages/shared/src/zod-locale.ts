import { z } from 'zod';
import { es } from 'zod/locales';

/**
 * Zod's built-in messages in Spanish, for every issue a schema does not word itself (a string where
 * a number goes, an unknown option...). Set here because both the API and the web app load this
 * package before they parse anything, so no user ever reads zod's English defaults.
 */
z.config(es());
