/**
 * A path of the shared API constants ('/api/siiicca/x', packages/shared) as a route declares it: the
 * modules are registered under the '/api' prefix (app.ts), so their routes leave it out.
 */
export const underApi = (path: string) => path.replace(/^\/api(?=\/)/, '');
