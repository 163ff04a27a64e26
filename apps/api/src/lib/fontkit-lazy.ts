import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';

const require = createRequire(import.meta.url);
let loaded: typeof Fontkit | undefined;

/**
 * fontkit, loaded by the first PDF rather than by the server's start: importing it inflates
 * Unicode property tables (~0.2 s of CPU and several MB) that a start, and most requests, never use.
 */
export const fontkit = (): typeof Fontkit => (loaded ??= require('fontkit') as typeof Fontkit);
export type TFontkitFont = Fontkit.Font;
