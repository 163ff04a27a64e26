import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One-time codes that hand an institutional (OpenID Connect) sign-in from the API's callback to the
 * web page, so the session token never travels in an address. Only the SHA-256 of a code is kept;
 * a code works once (deleted when used) and for a minute.
 */
export const ssoHandoffs = pgTable(
  'sso_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_handoffs_expires_idx').on(t.expiresAt)],
);
