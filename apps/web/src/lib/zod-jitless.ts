/*
 * zod 4 checks whether it may compile code (`new Function`) when it builds an object schema, and
 * the product's Content-Security-Policy (script-src 'self', no 'unsafe-eval') reports that check as
 * a violation even though zod catches the refusal. Its `jitless` setting skips the check. zod keeps
 * its settings on globalThis and reads them when it loads, so setting them here, first thing in the
 * entry and before any chunk loads zod, keeps the entry free of zod itself (the sign-in page does
 * not download it). What zod then does is what it did after the refused check: parse without compiling.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
