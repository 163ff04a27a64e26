import { sql, type SQL } from 'drizzle-orm';

/** A fixed list of keys with their order, as a VALUES table `name(v, o)`. */
export const ordered = (values: readonly string[], name: string) =>
  sql.raw(`(values ${values.map((v, i) => `('${v.replace(/'/g, "''")}', ${i})`).join(', ')}) as ${name}(v, o)`);

/** A json array of chart points (key, label, value) from a subquery with columns key, label, value, ord. */
export const points = (rows: SQL) =>
  sql`coalesce((select json_agg(json_build_object('key', x.key, 'label', x.label, 'value', x.value) order by x.ord, x.label) from (${rows}) x), '[]'::json)`;
