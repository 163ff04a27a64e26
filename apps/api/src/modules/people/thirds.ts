import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isMaskedEmail, isMaskedMobile, type TIdType, type TLeader, type TPerson } from '@siiicca/shared';
import { thirds } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { queryRows } from '../../db/query-rows';
import { typedCell, typedColumns } from '../../db/typed-columns';

/*
 * People and organisations (terceros) as one owner's records name them (docs/people-data.md). A save
 * writes through `upsertThirds(tx, ownerId, ...)`, which only ever touches that owner's open rows: a
 * corrected e-mail is corrected in the owner's own records, never in another owner's, never in a
 * sent or finished record (its rows are sealed by `sealThirds`), never in a user account.
 */

export type TThird = typeof thirds.$inferSelect;

/**
 * A person or organisation to keep: the shape of ZPersonSchema / ZOrganisationSchema / ZLeaderSchema
 * output (organisations: type NIT), plus where the person works. A field left undefined keeps what is known; null clears it.
 */
export type TThirdInput = Pick<TPerson, 'identification' | 'name'> & {
  type_id: TIdType;
  email?: string | null;
  mobile?: string | null;
  cvlac?: TPerson['cvlac'];
  orcid?: TPerson['orcid'];
  gooAcademico?: TPerson['gooAcademico'];
  sectional_id?: TLeader['sectional_id'] | null;
  faculty_id?: TLeader['faculty_id'] | null;
  investigation_group_id?: TLeader['investigation_group_id'];
  link?: string | null;
  /** An organisation's (type NIT) legal representative, country and web page: projects' allies. */
  representative?: string | null;
  country_id?: string | null;
  web_page?: string | null;
  /**
   * The e-mail / mobile stands for a masked look-up value the owner may not see (unmask-people.ts):
   * stored with the value, and cleared whenever a value is given without it (typed, or cleared).
   */
  email_hidden?: boolean;
  mobile_hidden?: boolean;
  /** Where the person's authorisation came from and when (THIRD_AUTH_SOURCES; docs/personal-data-rights.md). */
  auth_source?: string | null;
  auth_date?: string | null;
};

/** The key of a third in `upsertThirds`' answer: `${type_id}:${IDENTIFICATION}`. */
export const thirdKey = (typeId: string, identification: string) => `${typeId}:${identification.trim().toUpperCase()}`;

/**
 * The owner's open row with this identification (any case), of this type; without a type, the most
 * recently updated one with that number (a person and a company may share digits). Null when unknown.
 */
export async function findThird(db: DbOrTx, ownerId: number, typeId: string | undefined, identification: string): Promise<TThird | null> {
  const number = sql`upper(${thirds.identification}) = ${identification.trim().toUpperCase()} and ${thirds.ownerId} = ${ownerId} and not ${thirds.sealed}`;
  const where = typeId ? sql`${thirds.typeId} = ${typeId} and ${number}` : number;
  const [row] = await db.select().from(thirds).where(where).orderBy(desc(thirds.updatedAt), desc(thirds.id)).limit(1);
  return row ?? null;
}

/** The third with this id, or null. */
export async function thirdById(db: DbOrTx, id: number): Promise<TThird | null> {
  const [row] = await db.select().from(thirds).where(eq(thirds.id, id)).limit(1);
  return row ?? null;
}

/** Optional columns: the input fields of each SQL type (db/typed-columns.ts). */
const OPTIONAL = typedColumns<keyof TThirdInput>({
  text: ['email', 'mobile', 'cvlac', 'orcid', 'gooAcademico', 'link', 'representative', 'country_id', 'web_page', 'auth_source'],
  integer: ['sectional_id', 'faculty_id', 'investigation_group_id'],
  boolean: ['email_hidden', 'mobile_hidden'],
  date: ['auth_date'],
});

/** Several entries for one person in a batch merge into one: later given fields win. */
function mergeBatch(people: readonly TThirdInput[]) {
  const byKey = new Map<string, TThirdInput>();
  for (const p of people) {
    const key = thirdKey(p.type_id, p.identification);
    const before = byKey.get(key);
    // A masked value (what a look-up showed) is never stored: it keeps the known value.
    const kept = { ...p, email: isMaskedEmail(p.email) ? undefined : p.email, mobile: isMaskedMobile(p.mobile) ? undefined : p.mobile };
    // A value's hidden mark goes with the value: given with it (false unless marked), kept when the value is kept.
    kept.email_hidden = kept.email === undefined ? undefined : p.email_hidden === true && !!kept.email;
    kept.mobile_hidden = kept.mobile === undefined ? undefined : p.mobile_hidden === true && !!kept.mobile;
    const defined = Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined)) as TThirdInput;
    byKey.set(key, before ? { ...before, ...defined, identification: before.identification } : { ...defined, identification: p.identification.trim() });
  }
  return byKey;
}

/**
 * Inserts or updates every person of the batch as `ownerId`'s records name them, in ONE statement
 * (INSERT ... ON CONFLICT on the (owner, type, upper(identification)) index of open rows ... DO
 * UPDATE ... RETURNING), and answers their ids keyed by `thirdKey(type_id, identification)`. Only
 * the owner's open row can be updated: another owner's row and a sealed row are never matched, so a
 * save creates the owner's own row instead. The name is always written; an optional field the entry
 * leaves undefined keeps its known value, while null clears it.
 */
export async function upsertThirds(tx: DbOrTx, ownerId: number, people: readonly TThirdInput[]): Promise<Map<string, number>> {
  const batch = mergeBatch(people);
  if (batch.size === 0) return new Map();
  const rows = [...batch.values()].map((p) => {
    const given = OPTIONAL.filter(([field]) => p[field] !== undefined).map(([, column]) => column);
    const cells: SQL[] = [
      sql`${p.type_id}::text`,
      sql`${p.identification}::text`,
      sql`${p.name}::text`,
      // A boolean left out is false; any other field left out is null.
      ...OPTIONAL.map(([field, , type]) => typedCell(type === 'boolean' ? (p[field] ?? false) : p[field], type)),
      sql`${`{${given.join(',')}}`}::text[]`,
    ];
    return sql`(${sql.join(cells, sql`, `)})`;
  });
  const columns = OPTIONAL.map(([, column]) => column);
  const list = (names: readonly string[]) => sql.raw(names.join(', '));
  // DO UPDATE sees the proposed row as `excluded`; which fields its entry gave is read back from `v`.
  const givenOf = (column: string) =>
    sql.raw(
      `(select '${column}' = any(v.given) from v where v.type_id = excluded.type_id and upper(v.identification) = upper(excluded.identification))`,
    );
  const updates = columns.map((c) => sql.raw(`${c} = case when `).append(givenOf(c)).append(sql.raw(` then excluded.${c} else thirds.${c} end`)));
  const answered = await queryRows<{ id: number; type_id: string; identification: string }>(
    tx,
    sql`with v (type_id, identification, name, ${list(columns)}, given) as (values ${sql.join(rows, sql`, `)})
      insert into thirds (owner_id, type_id, identification, name, ${list(columns)})
      select ${ownerId}::integer, type_id, identification, name, ${list(columns)} from v
      on conflict (owner_id, type_id, upper(identification)) where not sealed do update set
        name = excluded.name, ${sql.join(updates, sql`, `)}, updated_at = now()
      returning id, type_id, identification`,
  );
  return new Map(answered.map((r) => [thirdKey(r.type_id, r.identification), Number(r.id)]));
}

/**
 * Seals the people a sent or finished record names (its rows of `thirds`), in the transaction that
 * sends or finishes it: what was sent is kept as it was sent. The owner's next save that names one
 * of them writes a new open row.
 */
export async function sealThirds(tx: DbOrTx, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length > 0) await tx.update(thirds).set({ sealed: true }).where(and(inArray(thirds.id, wanted), eq(thirds.sealed, false)));
}
