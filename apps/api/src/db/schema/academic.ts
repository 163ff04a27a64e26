import { PERSON_ACTOR_TYPES, PERSON_ID_TYPES } from '@siiicca/shared';
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../enum-check';

/**
 * The built-in academic-system (SAC) directory: what the connector answers when no LDAP or HTTP
 * connector is configured. It stands in for the university's own system of record.
 */
export const academicAccounts = pgTable('academic_accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  identity: text('identity').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Further addresses the academic system knows for recovery (personal mail). */
  recoveryEmails: text('recovery_emails').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
});

/**
 * The built-in academic directory's people (the connector's person look-up): lecturers, graduates
 * and students with where they belong, by name, as the academic system would answer.
 */
export const academicPeople = pgTable(
  'academic_people',
  {
    id: serial('id').primaryKey(),
    typeId: text('type_id').notNull().default('CC'),
    identification: text('identification').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    role: text('role').notNull(),
    sectional: text('sectional'),
    faculty: text('faculty'),
    researchGroup: text('research_group'),
    link: text('link'),
    cvlac: text('cvlac'),
    orcid: text('orcid'),
    scholar: text('scholar'),
  },
  // The academic system's roles are the actor types that are people (connectors/academic/types.ts).
  (t) => [enumCheck('academic_people_type_id', t.typeId, PERSON_ID_TYPES), enumCheck('academic_people_role', t.role, PERSON_ACTOR_TYPES)],
);
