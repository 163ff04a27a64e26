import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An attribute name (or OID); empty means "the directory does not hold it". */
const attr = z
  .string()
  .trim()
  .max(100)
  .regex(/^([A-Za-z][A-Za-z0-9-]*|[0-9]+(\.[0-9]+)*)?$/, 'debe ser un nombre de atributo LDAP')
  .optional();

/**
 * LDAP_* settings (ACADEMIC_CONNECTOR=ldap). Documented in docs/connectors/ldap.md and docs/configuration.md.
 * Attributes and filters left unset take the defaults of LDAP_FLAVOR (see ldap/settings.ts);
 * requirements between settings (LDAP_URL present, TLS for AD passwords) are checked when the
 * connector is built, so another connector never trips over them.
 */
export const ZLdapEnv = z.object({
  /** ldap://host:389 or ldaps://host:636. */
  LDAP_URL: z.url({ protocol: /^ldaps?$/, error: 'debe ser una dirección ldap:// o ldaps://' }).optional(),
  /** Which kind of directory: picks the attribute, filter and password defaults. */
  LDAP_FLAVOR: z.enum(['openldap', 'ad']).default('openldap'),
  /** Upgrade an ldap:// connection with StartTLS before anything is sent. */
  LDAP_STARTTLS: bool.default(false),
  /** PEM file of the CA that signed the directory's certificate (else the system's CAs). */
  LDAP_CA_FILE: z.string().trim().max(1000).optional(),
  /** Verify the directory's certificate (only ever 'false' on a test bench). */
  LDAP_TLS_VERIFY: bool.default(true),
  /** The service account that searches people (read access to the user attributes). */
  LDAP_BIND_DN: z.string().trim().max(1000).optional(),
  LDAP_BIND_PASSWORD: z.string().max(1000).optional(),
  /** Where people are searched (subtree), e.g. ou=people,dc=example,dc=edu. */
  LDAP_SEARCH_BASE: z.string().trim().max(1000).optional(),
  /** Filter finding one account by what the person typed; {login} stands for it (escaped). */
  LDAP_USER_FILTER: z.string().trim().max(2000).optional(),
  /** Filter finding a person by identification number; {id} stands for it (escaped). */
  LDAP_PERSON_FILTER: z.string().trim().max(2000).optional(),
  LDAP_ATTR_USERNAME: attr,
  LDAP_ATTR_EMAIL: attr,
  LDAP_ATTR_NAME: attr,
  LDAP_ATTR_IDENTITY: attr,
  /** Extra addresses offered for password recovery (multi-valued). */
  LDAP_ATTR_RECOVERY_EMAILS: attr,
  LDAP_ATTR_MOBILE: attr,
  /** The person's faculty, by the name the product's catalogue uses. */
  LDAP_ATTR_FACULTY: attr,
  /** The person's sectional (campus), by the name the product's catalogue uses. */
  LDAP_ATTR_SECTIONAL: attr,
  /** Docente / Egresado / Estudiante (also faculty, alum, student); unset or unknown counts as Docente. */
  LDAP_ATTR_ROLE: attr,
  /**
   * How the product changes passwords in the directory: 'none' (it does not; users are sent to
   * LDAP_PASSWORD_HELP_URL), 'exop' (RFC 3062 password modify, OpenLDAP) or 'ad' (unicodePwd,
   * needs ldaps:// or StartTLS).
   */
  LDAP_PASSWORD_MODE: z.enum(['none', 'exop', 'ad']).default('none'),
  /** Let the service account set forgotten passwords (recovery links); needs write access to passwords. */
  LDAP_PASSWORD_RESET: bool.default(false),
  /** Where users change their password when the product cannot. */
  LDAP_PASSWORD_HELP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** TCP connect and per-operation time limits; past them the directory counts as unavailable (503). */
  LDAP_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  LDAP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type TLdapEnv = z.output<typeof ZLdapEnv>;
