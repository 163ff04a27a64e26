import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, SEEDED_ROLES } from '@siiicca/shared';
import { enumCheck } from '../enum-check';
import { trigramIndex } from '../fold';
import { sectionals } from './sectionals';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** Stable key of a seeded profile ('admin', 'lecturer', 'reviewer'); null for profiles made by users. */
    key: text('key').unique(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    /** 'Exige segundo factor': an adm user of this profile must enrol one before doing anything else. */
    requiresSecondFactor: boolean('requires_second_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [enumCheck('roles_key', t.key, SEEDED_ROLES.map((r) => r.key), { nullable: true })],
);

export const permissions = pgTable('permissions', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** Every field the Usuarios search box looks in has a trigram index (src/db/fold.ts): the list grows with the lecturers. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    identity: text('identity').unique(),
    idSectional: integer('id_sectional').references(() => sectionals.id),
    /** 'adm' accounts sign in with a product password; 'sac' accounts through the academic connector. */
    accountType: text('account_type', { enum: ['sac', 'adm'] }).notNull(),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_name_idx').on(t.name),
    trigramIndex('users_name_trgm', t.name),
    trigramIndex('users_email_trgm', t.email),
    trigramIndex('users_username_trgm', t.username),
    trigramIndex('users_identity_trgm', t.identity),
    enumCheck('users_account_type', t.accountType, ACCOUNT_TYPES),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** One row per issued token: revoking the row makes the token fail at once, not at expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Moved by requests at most once a minute (platform/auth/last-seen.ts); not counted by the auth version. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One row: a number the database moves forward, in the same transaction, on every change that could
 * alter a signed-in user as a request sees it (a session revoked or ended, an account changed, a
 * profile given or taken, a profile's permissions changed: migration 0021's triggers). An instance
 * keeps a signed-in user between requests tagged with the number it was read with, and each request
 * reads the number first: a change committed before a request starts is seen by it on every instance.
 */
export const authVersion = pgTable('auth_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
}, (t) => [check('auth_version_one_row', sql`${t.id} = 1`)]);
