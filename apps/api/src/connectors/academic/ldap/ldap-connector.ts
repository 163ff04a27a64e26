import type { TConfig } from '../../../config';
import type { AcademicConnector, AcademicSubject } from '../types';

/** Where an LDAP directory gets the subjects it does not hold (the HTTP connector or the built-in list). */
export type LdapConnectorOptions = { listSubjects: () => Promise<AcademicSubject[]> };

/** OpenLDAP or Active Directory. Placeholder: replaced by the LDAP connector work. */
export function createLdapConnector(_config: TConfig, _options: LdapConnectorOptions): AcademicConnector {
  throw new Error('ACADEMIC_CONNECTOR=ldap is not implemented yet');
}
