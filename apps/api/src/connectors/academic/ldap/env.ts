import { z } from 'zod';

/** LDAP_* settings (ACADEMIC_CONNECTOR=ldap). Documented in docs/connectors/ldap.md and the README. */
export const ZLdapEnv = z.object({});
