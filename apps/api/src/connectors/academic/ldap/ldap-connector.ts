import { randomUUID } from 'node:crypto';
import { SizeLimitExceededError, type Client, type Entry } from 'ldapts';
import type { TConfig } from '../../../config';
import type { AcademicConnector, AcademicSubject } from '../types';
import { bindAs, defaultLdapLog, withService, type LdapLog } from './client';
import { fillFilter } from './filter';
import { requestedAttributes, toAccount, toPerson } from './mapping';
import { PASSWORD_WRITERS } from './passwords';
import { resolveLdapSettings } from './settings';

/** Where an LDAP directory gets the subjects it does not hold (the HTTP connector or the built-in list). */
export type LdapConnectorOptions = { listSubjects: () => Promise<AcademicSubject[]>; log?: LdapLog };

/**
 * OpenLDAP or Active Directory (ACADEMIC_CONNECTOR=ldap). The service account finds people; a
 * sign-in is a bind as the person found, with the typed password. Settings: ldap/env.ts.
 */
export function createLdapConnector(config: TConfig, options: LdapConnectorOptions): AcademicConnector {
  const s = resolveLdapSettings(config);
  const log = options.log ?? defaultLdapLog(config.LOG_LEVEL);
  const attributes = requestedAttributes(s.attributes);
  // Binding here for an unknown login costs the same round trip as a real one, so the answer's
  // timing does not tell whether the account exists. No entry has this name.
  const nobody = `cn=siiicca-no-account-${randomUUID()},${s.searchBase}`;

  /** The one entry the filter finds; none or several (an ambiguous login) count as none. */
  async function searchOne(client: Client, filter: string): Promise<Entry | null> {
    try {
      const { searchEntries } = await client.search(s.searchBase, {
        scope: 'sub',
        filter,
        attributes,
        sizeLimit: 2,
        timeLimit: Math.ceil(s.timeout / 1000),
      });
      return searchEntries.length === 1 ? searchEntries[0]! : null;
    } catch (err) {
      if (err instanceof SizeLimitExceededError) return null;
      throw err;
    }
  }

  /** The account `login` (user name or e-mail, as the filter says) names, with its entry's DN. */
  async function findLogin(login: string) {
    const filter = fillFilter(s.userFilter, '{login}', login.trim());
    const entry = await withService(s, log, 'search', (client) => searchOne(client, filter));
    const account = entry ? toAccount(entry, s.attributes) : null;
    return entry && account ? { dn: entry.dn, account } : null;
  }

  const writer = s.passwordMode === 'none' ? null : PASSWORD_WRITERS[s.passwordMode];

  const connector: AcademicConnector = {
    name: 'ldap',
    passwordHelpUrl: s.passwordHelpUrl,
    async authenticate(login, password) {
      const found = await findLogin(login);
      const ok = await bindAs(s, log, found?.dn ?? nobody, password);
      return found && ok ? found.account : null;
    },
    async findAccount(login) {
      return (await findLogin(login))?.account ?? null;
    },
    listSubjects: () => options.listSubjects(),
    async findPerson(identification) {
      const filter = fillFilter(s.personFilter, '{id}', identification.trim());
      const entry = await withService(s, log, 'person', (client) => searchOne(client, filter));
      return entry ? toPerson(entry, s.attributes) : null;
    },
  };

  if (writer) {
    // The user's own connection, bound with the old password: a wrong one, or a new one the
    // directory's policy refuses, is "not changed".
    connector.changePassword = async (username, oldPassword, newPassword) => {
      const found = await findLogin(username);
      if (!found) return false;
      return bindAs(s, log, found.dn, oldPassword, (client) => writer.change(client, found.dn, oldPassword, newPassword));
    };
  }
  if (writer && s.passwordReset) {
    connector.resetPassword = async (username, newPassword) => {
      const found = await findLogin(username);
      if (!found) return false;
      await withService(s, log, 'reset', (client) => writer.reset(client, found.dn, newPassword));
      return true;
    };
  }
  return connector;
}
