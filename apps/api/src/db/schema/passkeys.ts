import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * WebAuthn passkeys (issue 43, modules/passkeys): a second factor and a password-less sign-in for
 * accounts with a product password. Only the public half of each credential is kept; a copy of the
 * database signs nobody in.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url (what the browser sends back at each sign-in). */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (uint32): a value that does not grow is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** What the browser reported ('internal', 'usb', 'hybrid'…), handed back in allowCredentials. */
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The name the person gave it ('Portátil de la oficina'). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenges handed out for a ceremony: single-use (deleted as they are read) and short-lived.
 * 'register' belongs to a signed-in user; 'sign_in' to nobody yet (discoverable credentials);
 * 'second_factor' to the user a sign-in ticket names.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign_in', 'second_factor'] }).notNull(),
    challenge: text('challenge').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
