import type { Entry } from 'ldapts';
import type { AcademicAccount, AcademicPerson, AcademicPersonRole } from '../types';
import type { LdapAttributes } from './settings';

/** The attributes a search asks for: the configured ones, nothing else (never a password). */
export const requestedAttributes = (a: LdapAttributes) => [...new Set(Object.values(a).filter(Boolean))];

/** Every value of an attribute as text (attribute names are case-insensitive in LDAP). */
function values(entry: Entry, name: string): string[] {
  if (!name) return [];
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  const raw = key ? entry[key] : undefined;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : String(v)).trim()).filter(Boolean);
}

const first = (entry: Entry, name: string) => values(entry, name)[0] ?? null;

/**
 * An account as the product needs it, or null when the entry lacks what a sign-in requires (a user
 * name and an address): such an entry is treated like an unknown account.
 */
export function toAccount(entry: Entry, a: LdapAttributes): AcademicAccount | null {
  const username = first(entry, a.username);
  const email = first(entry, a.email);
  if (!username || !email) return null;
  const extra = values(entry, a.recoveryEmails).filter((e) => e.toLowerCase() !== email.toLowerCase());
  return {
    username,
    email,
    name: first(entry, a.name) ?? username,
    identity: first(entry, a.identity) ?? '',
    recoveryEmails: [email, ...new Set(extra)],
  };
}

const ROLE_WORDS: [RegExp, AcademicPersonRole][] = [
  [/egresad|alum|graduate/i, 'Egresado'],
  [/estudiant|student/i, 'Estudiante'],
];

/** The directory's role word in the product's terms; staff of any kind counts as Docente. */
export function toRole(value: string | null): AcademicPersonRole {
  if (!value) return 'Docente';
  return ROLE_WORDS.find(([re]) => re.test(value))?.[1] ?? 'Docente';
}

/** A person for the leader and investigator look-ups; what the directory does not hold is null. */
export function toPerson(entry: Entry, a: LdapAttributes): AcademicPerson | null {
  const identification = first(entry, a.identity);
  const name = first(entry, a.name);
  if (!identification || !name) return null;
  return {
    // A directory rarely stores the document type; national ID cards are the usual case.
    typeId: 'CC',
    identification,
    name,
    email: first(entry, a.email),
    mobile: first(entry, a.mobile),
    role: toRole(first(entry, a.role)),
    sectional: first(entry, a.sectional),
    faculty: first(entry, a.faculty),
    researchGroup: null,
    link: null,
    cvlac: null,
    orcid: null,
    scholar: null,
  };
}
