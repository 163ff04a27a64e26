import { inTransaction, type DbOrTx } from '../transaction';
import { academicAccounts, sectionals, userRoles, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { isEmpty, roleIdsByKey } from './reference';
import { seedCatalogueDemo } from './catalogues/demo';

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@siiicca.test', password: 'Admin#2026' },
  docente: { username: 'docente', email: 'docente@siiicca.test', password: 'Docente#2026' },
  docente2: { username: 'docente2', email: 'docente2@siiicca.test', password: 'Docente#2026' },
  /** An external peer evaluator (profile Evaluador, issue 28): signs in with a product password like the administrator. */
  evaluador: { username: 'evaluador', email: 'evaluador@siiicca.test', password: 'Evaluador#2026' },
} as const;

/** Demo accounts and records, seeded once into an empty database when DEMO_DATA is on. */
export async function seedDemo(db: DbOrTx) {
  if (!(await isEmpty(db, 'users'))) return;
  await inTransaction(db, async (tx) => {
    const [main] = await tx
      .insert(sectionals)
      .values({ name: 'Sede Principal Bogotá', address: 'Carrera 9 # 51-11, Bogotá D.C.', phone: '6015878797' })
      .returning({ id: sectionals.id });
    const roleIds = await roleIdsByKey(tx, ['admin', 'lecturer', 'evaluator']);
    // Accounts with a product password (type adm), each with its profile.
    const productAccount = async (account: (typeof DEMO_ACCOUNTS)['admin' | 'evaluador'], name: string, identity: string, roleId: number) => {
      const [user] = await tx
        .insert(users)
        .values({ name, email: account.email, username: account.username, identity, idSectional: main!.id, accountType: 'adm', passwordHash: await hashPassword(account.password) })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user!.id, roleId });
    };
    await productAccount(DEMO_ACCOUNTS.admin, 'Administrador del Sistema', '1000000001', roleIds.admin!);
    await productAccount(DEMO_ACCOUNTS.evaluador, 'Laura Patricia Méndez Ortiz', '1000000002', roleIds.evaluator!);
    // Lecturers authenticate against the academic directory; their product users carry the profiles.
    const lecturers = await tx
      .insert(users)
      .values([
        { name: 'María Fernanda Rojas Díaz', email: DEMO_ACCOUNTS.docente.email, username: DEMO_ACCOUNTS.docente.username, identity: '52345678', idSectional: main!.id, accountType: 'sac' as const },
        { name: 'Carlos Andrés Gómez Pérez', email: DEMO_ACCOUNTS.docente2.email, username: DEMO_ACCOUNTS.docente2.username, identity: '79876543', idSectional: main!.id, accountType: 'sac' as const },
      ])
      .returning({ id: users.id });
    await tx.insert(userRoles).values(lecturers.map((l) => ({ userId: l.id, roleId: roleIds.lecturer! })));
    await tx.insert(academicAccounts).values([
      {
        username: DEMO_ACCOUNTS.docente.username,
        email: DEMO_ACCOUNTS.docente.email,
        name: 'María Fernanda Rojas Díaz',
        identity: '52345678',
        // Each account hashes its password with its own salt, even where the demo passwords match.
        passwordHash: await hashPassword(DEMO_ACCOUNTS.docente.password),
        recoveryEmails: ['mafe.rojas@correo.test'],
      },
      {
        username: DEMO_ACCOUNTS.docente2.username,
        email: DEMO_ACCOUNTS.docente2.email,
        name: 'Carlos Andrés Gómez Pérez',
        identity: '79876543',
        passwordHash: await hashPassword(DEMO_ACCOUNTS.docente2.password),
        recoveryEmails: [],
      },
    ]);
  });
  await seedCatalogueDemo(db);
}
