import type { DbOrTx } from '../../db/transaction';
import { seedHolidays } from './holidays';
import { seedFirstNotice } from './notice';

/**
 * Reference data of personal data, on every start: the notice's first version when none was ever
 * published (naming the product's default institution and office address; the office publishes its
 * own text from 'Datos Personales'), and the Colombian holidays of 2025–2030.
 */
export async function seedPrivacyReference(db: DbOrTx, opts: { institution?: string; product?: string; officeEmail?: string } = {}) {
  await seedFirstNotice(db, {
    institution: opts.institution ?? 'Universidad Santo Tomás',
    product: opts.product ?? 'SIIICCA',
    officeEmail: opts.officeEmail ?? 'investigacion@siiicca.test',
  });
  await seedHolidays(db);
}
