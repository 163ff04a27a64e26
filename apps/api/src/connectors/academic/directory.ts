import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicAccounts, academicPeople } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AcademicAccount, AcademicConnector, AcademicPerson, AcademicSubject } from './types';
import { DIRECTORY_SUBJECTS } from './directory-subjects';

/** The built-in academic directory: accounts in `academic_accounts`, people in `academic_people`. */
export function createDirectoryConnector(db: Db): AcademicConnector {
  const byLogin = (login: string) =>
    db
      .select()
      .from(academicAccounts)
      .where(
        and(
          eq(academicAccounts.active, true),
          or(
            eq(sql`lower(${academicAccounts.username})`, login.toLowerCase()),
            eq(sql`lower(${academicAccounts.email})`, login.toLowerCase()),
          ),
        ),
      )
      .limit(1)
      .then((rows) => rows[0]);

  const toAccount = (row: typeof academicAccounts.$inferSelect): AcademicAccount => ({
    username: row.username,
    email: row.email,
    name: row.name,
    identity: row.identity,
    recoveryEmails: [row.email, ...row.recoveryEmails.filter((e) => e !== row.email)],
  });

  return {
    name: 'directory',
    async authenticate(login, password) {
      const row = await byLogin(login);
      const ok = await verifyPassword(row?.passwordHash, password);
      return row && ok ? toAccount(row) : null;
    },
    async findAccount(login) {
      const row = await byLogin(login);
      return row ? toAccount(row) : null;
    },
    async changePassword(username, oldPassword, newPassword) {
      const row = await byLogin(username);
      if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) return false;
      await db
        .update(academicAccounts)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(academicAccounts.id, row.id));
      return true;
    },
    async resetPassword(username, newPassword) {
      const rows = await db
        .update(academicAccounts)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(academicAccounts.username, username))
        .returning({ id: academicAccounts.id });
      return rows.length > 0;
    },
    async listSubjects(): Promise<AcademicSubject[]> {
      return DIRECTORY_SUBJECTS;
    },
    async findPerson(identification): Promise<AcademicPerson | null> {
      const [row] = await db
        .select()
        .from(academicPeople)
        .where(eq(sql`upper(${academicPeople.identification})`, identification.trim().toUpperCase()))
        .limit(1);
      if (!row) return null;
      const { id: _id, role, ...person } = row;
      return { ...person, role: role as AcademicPerson['role'] };
    },
  };
}
