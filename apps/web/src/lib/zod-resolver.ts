// zod's built-in messages in Spanish (for issues a shared schema does not word itself) wherever a form
// validates with zod; the sign-in page uses no zod, so its first load does not download zod at all.
import '@siiicca/shared/zod-locale';

/** The one way a form of the web app validates with a shared zod schema (react-hook-form's resolver). */
export { zodResolver } from '@hookform/resolvers/zod';
