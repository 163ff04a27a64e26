import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Second factors (issue 43, modules/account-security). A user's TOTP secret: a row without
 * confirmed_at is an enrolment started and not yet confirmed by a first code. last_step is the
 * RFC 6238 time step of the last code accepted: a code of that step or earlier is never taken again.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The Base32 secret, sealed: 'v1:<iv>:<ciphertext and tag>', AES-256-GCM under a key kept out of the
   * database (modules/account-security/secret-box.ts). It must be readable to check codes, so it cannot
   * be hashed. A plain Base32 value (older rows, the demo seed) is sealed on its first read.
   */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as the SHA-256 of a high-entropy code (shown once). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A password sign-in waiting for its second factor: the ticket's SHA-256 (the ticket itself is only
 * in the client's hands), bound to the user and the 'remember' choice, short-lived and single-use.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_tickets_expiry_idx').on(t.expiresAt)],
);
