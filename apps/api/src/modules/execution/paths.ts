/** A shared path builder's route as Fastify declares it: `/api/…/0/…` → `/…/:id/…` (under the '/api' prefix), `0, 0` → `:id`, `:extensionId`. */
export const routeOf = (path: string, names: readonly string[] = ['id']): string => {
  let i = 0;
  return path.replace(/^\/api(?=\/)/, '').replace(/\/0(?=\/|$)/g, () => `/:${names[i++]}`);
};
