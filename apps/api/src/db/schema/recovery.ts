import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES } from '@siiicca/shared';
import { enumCheck } from '../enum-check';
import { users } from './accounts';

/**
 * One row per reset link sent. Only the SHA-256 of the token is kept, so a copy of the database
 * cannot reset anybody's password; the address it went to is kept hashed and masked, never in clear.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The account: 'adm' → product username; 'sac' → academic-system username. */
    accountType: text('account_type', { enum: ['sac', 'adm'] }).notNull(),
    login: text('login').notNull(),
    /** The product user, when one exists (a sac account may not have signed in yet). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    emailMasked: text('email_masked').notNull(),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the password changed by another path or another link was used. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('password_resets_account_idx').on(t.accountType, t.login, t.createdAt),
    index('password_resets_user_idx').on(t.userId),
    enumCheck('password_resets_account_type', t.accountType, ACCOUNT_TYPES),
  ],
);
