import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app the products serve (`npm run build`). */
export const WEB_DIST = path.resolve(here, '../apps/web/dist');
/** Screenshots of the browser tests (ignored by git). */
export const SCREENSHOTS = path.join(here, 'screenshots');
