import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction';

/*
 * TEST SEEDS ONLY (never `npm start`'s demo, which asks every account to accept the notice): the
 * test suites' seeded databases (apps/api/test/global-setup.ts, helpers.ts, seed-cache.ts for the
 * browser run) record that every user, and every user a test creates later, accepted the notice in
 * force, so that the privacy notice's pending step stops only the tests that exercise it
 * (modules/privacy/*.test.ts, e2e/privacy.e2e.test.ts: they publish a new version, or remove an
 * acceptance). A version published later is accepted by nobody, as in the product.
 */
export async function acceptNoticeInTestSeed(db: DbOrTx) {
  await db.execute(sql`insert into privacy_acceptances (user_id, notice_id)
    select u.id, n.id from users u cross join (select id from privacy_notices order by version desc limit 1) n on conflict do nothing`);
  await db.execute(sql`create or replace function test_seed_accepts_privacy_notice() returns trigger language plpgsql as $$
    begin
      insert into privacy_acceptances (user_id, notice_id) select new.id, id from privacy_notices order by version desc limit 1 on conflict do nothing;
      return null;
    end $$`);
  await db.execute(sql`drop trigger if exists test_seed_accepts_privacy_notice on users`);
  await db.execute(sql`create trigger test_seed_accepts_privacy_notice after insert on users for each row execute function test_seed_accepts_privacy_notice()`);
}
