import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { thirds } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { statementsOf, useTestApp } from '../../../test/helpers';
import { userIdOf } from './test-fixtures';
import { findThird, sealThirds, thirdKey, upsertThirds } from './thirds';

const t = useTestApp();
let owner: number;
let other: number;
beforeAll(async () => {
  owner = await userIdOf(t.db, 'docente');
  other = await userIdOf(t.db, 'docente2');
});
let serial = 0;
/** An identification no other test of the run uses. */
const newId = () => `T${process.pid}${Date.now() % 100000}${++serial}`;

describe('people (thirds)', () => {
  it('keeps one row per identification type and number, whatever the case, and finds it', async () => {
    const id = newId().toLowerCase();
    const first = await upsertThirds(t.db, owner, [{ type_id: 'CC', identification: id, name: 'Laura Vanegas', email: 'laura@correo.test' }]);
    const again = await upsertThirds(t.db, owner, [{ type_id: 'CC', identification: id.toUpperCase(), name: 'Laura Vanegas Ortiz', email: 'laura@correo.test' }]);
    expect(again.get(thirdKey('CC', id))).toBe(first.get(thirdKey('CC', id)));
    expect(await findThird(t.db, owner, 'CC', id.toUpperCase())).toMatchObject({ identification: id, name: 'Laura Vanegas Ortiz' });
    expect(await findThird(t.db, owner, undefined, id)).toMatchObject({ typeId: 'CC' });
    expect(await findThird(t.db, owner, 'CE', id)).toBeNull();
    // Another type with the same digits is another third.
    const company = await upsertThirds(t.db, owner, [{ type_id: 'NIT', identification: id, name: 'Vanegas S.A.S.' }]);
    expect(company.get(thirdKey('NIT', id))).not.toBe(first.get(thirdKey('CC', id)));
  });

  it("writes only the owner's open row: another owner's row and a sealed row keep their values", async () => {
    const id = newId();
    const key = thirdKey('CC', id);
    const mine = (await upsertThirds(t.db, owner, [{ type_id: 'CC', identification: id, name: 'Sara Ortiz', email: 'sara@correo.test', mobile: '3001112233' }])).get(key)!;
    const theirs = (await upsertThirds(t.db, other, [{ type_id: 'CC', identification: id, name: 'Falsa Ortiz', email: 'atacante@correo.test', mobile: '3009999999' }])).get(key)!;
    expect(theirs).not.toBe(mine);
    const row = async (rowId: number) => (await t.db.select().from(thirds).where(eq(thirds.id, rowId)))[0];
    expect(await row(mine)).toMatchObject({ name: 'Sara Ortiz', email: 'sara@correo.test', mobile: '3001112233', ownerId: owner });

    await sealThirds(t.db, [mine]);
    const next = (await upsertThirds(t.db, owner, [{ type_id: 'CC', identification: id, name: 'Sara Ortiz Gil' }])).get(key)!;
    expect(next).not.toBe(mine);
    expect(await row(mine)).toMatchObject({ name: 'Sara Ortiz', sealed: true });
    expect(await findThird(t.db, owner, 'CC', id)).toMatchObject({ id: next, name: 'Sara Ortiz Gil', sealed: false });
  });

  it("corrects an e-mail once, for every one of the owner's records naming the person", async () => {
    const id = newId();
    const key = thirdKey('CC', id);
    const [a] = [(await upsertThirds(t.db, owner, [{ type_id: 'CC', identification: id, name: 'Jorge Salcedo', email: 'viejo@correo.test', mobile: '3001234567' }])).get(key)];
    await inTransaction(t.db, (tx) => upsertThirds(tx, owner, [{ type_id: 'CC', identification: id, name: 'Jorge Salcedo', email: 'nuevo@correo.test' }]));
    const [row] = await t.db.select().from(thirds).where(eq(thirds.id, a!));
    expect(row).toMatchObject({ email: 'nuevo@correo.test', mobile: '3001234567' });
  });

  it('keeps a hidden mark with its value: kept when the value is kept, cleared when a value is typed or cleared', async () => {
    const id = newId();
    const key = thirdKey('CC', id);
    const person = { type_id: 'CC' as const, identification: id, name: 'Elena Quiroga' };
    const rowId = (await upsertThirds(t.db, owner, [{ ...person, email: 'elena@correo.test', mobile: '3005556677', email_hidden: true, mobile_hidden: true }])).get(key)!;
    const marks = async () => (await t.db.select({ email: thirds.email, e: thirds.emailHidden, mobile: thirds.mobile, m: thirds.mobileHidden }).from(thirds).where(eq(thirds.id, rowId)))[0];
    expect(await marks()).toEqual({ email: 'elena@correo.test', e: true, mobile: '3005556677', m: true });
    // A save that leaves the values out (or sends them masked) keeps them, marks included.
    await upsertThirds(t.db, owner, [{ ...person, email: 'e***@c***.test' }]);
    expect(await marks()).toEqual({ email: 'elena@correo.test', e: true, mobile: '3005556677', m: true });
    // A typed e-mail is its typist's to see; the mobile is untouched.
    await upsertThirds(t.db, owner, [{ ...person, email: 'elena.nueva@correo.test' }]);
    expect(await marks()).toEqual({ email: 'elena.nueva@correo.test', e: false, mobile: '3005556677', m: true });
    await upsertThirds(t.db, owner, [{ ...person, mobile: null, mobile_hidden: true }]);
    expect(await marks()).toEqual({ email: 'elena.nueva@correo.test', e: false, mobile: null, m: false });
  });

  it('writes a batch in one statement; fields left out keep their values, null clears them', async () => {
    const [p1, p2, p3] = [newId(), newId(), newId()];
    await upsertThirds(t.db, owner, [
      { type_id: 'CC', identification: p1, name: 'Ana Rueda', email: 'ana@correo.test', mobile: '3110000001', orcid: 'https://orcid.org/0000-0001-0000-0009', sectional_id: null },
      { type_id: 'TI', identification: p2, name: 'Luis Mora', email: 'luis@correo.test', mobile: '3110000002' },
    ]);
    let ids = new Map<string, number>();
    const statements = await statementsOf(t, async () => {
      ids = await upsertThirds(t.db, owner, [
        { type_id: 'CC', identification: p1, name: 'Ana Rueda Gil', email: 'ana.rueda@correo.test' },
        { type_id: 'TI', identification: p2, name: 'Luis Mora', mobile: null },
        { type_id: 'CC', identification: p3, name: 'Nueva Persona', email: 'nueva@correo.test' },
        // The same person twice in one batch merges into one entry.
        { type_id: 'CC', identification: p3.toLowerCase(), name: 'Nueva Persona', cvlac: 'https://scienti.minciencias.gov.co/cvlac/1' },
      ]);
    });
    expect(statements).toBe(1);
    expect([...ids.keys()].sort()).toEqual([thirdKey('CC', p1), thirdKey('TI', p2), thirdKey('CC', p3)].sort());
    expect(await findThird(t.db, owner, 'CC', p1)).toMatchObject({
      name: 'Ana Rueda Gil', email: 'ana.rueda@correo.test', mobile: '3110000001', orcid: 'https://orcid.org/0000-0001-0000-0009',
    });
    expect(await findThird(t.db, owner, 'TI', p2)).toMatchObject({ email: 'luis@correo.test', mobile: null });
    expect(await findThird(t.db, owner, 'CC', p3)).toMatchObject({ email: 'nueva@correo.test', cvlac: 'https://scienti.minciencias.gov.co/cvlac/1' });
    expect(await upsertThirds(t.db, owner, [])).toEqual(new Map());
  });
});
