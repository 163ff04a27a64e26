import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { escapeFilterValue, fillFilter } from './filter';
import { toRole } from './mapping';
import { resolveLdapSettings } from './settings';

const BASE = {
  ACADEMIC_CONNECTOR: 'ldap',
  LDAP_URL: 'ldap://ldap.example.edu.co',
  LDAP_BIND_DN: 'cn=siiicca,ou=services,dc=example,dc=edu',
  LDAP_BIND_PASSWORD: 'secreto',
  LDAP_SEARCH_BASE: 'ou=people,dc=example,dc=edu',
};
const settings = (env: Record<string, string> = {}) => resolveLdapSettings(loadConfig({ ...BASE, ...env }));

describe('LDAP settings', () => {
  it('fills in the OpenLDAP defaults, and the Active Directory ones for LDAP_FLAVOR=ad', () => {
    expect(settings()).toMatchObject({
      userFilter: '(&(objectClass=inetOrgPerson)(|(uid={login})(mail={login})))',
      attributes: { username: 'uid', email: 'mail', name: 'cn', identity: 'employeeNumber', recoveryEmails: 'otherMailbox' },
      passwordMode: 'none',
    });
    const ad = settings({ LDAP_FLAVOR: 'ad', LDAP_ATTR_NAME: 'cn', LDAP_ATTR_RECOVERY_EMAILS: '' });
    expect(ad.userFilter).toContain('(sAMAccountName={login})');
    expect(ad.userFilter).toContain('(!(userAccountControl:1.2.840.113556.1.4.803:=2))');
    expect(ad.attributes).toMatchObject({ username: 'sAMAccountName', name: 'cn', identity: 'employeeID', recoveryEmails: '' });
  });

  it.each([
    ['no LDAP_URL', { LDAP_URL: '' }, /LDAP_URL/],
    ['no service account', { LDAP_BIND_PASSWORD: '' }, /LDAP_BIND_DN y LDAP_BIND_PASSWORD/],
    ['no search base', { LDAP_SEARCH_BASE: '' }, /LDAP_SEARCH_BASE/],
    ['AD passwords in clear', { LDAP_PASSWORD_MODE: 'ad' }, /ldaps:\/\/ o LDAP_STARTTLS=true/],
    ['a reset with no way to write', { LDAP_PASSWORD_RESET: 'true' }, /LDAP_PASSWORD_MODE exop o ad/],
    ['StartTLS on ldaps', { LDAP_URL: 'ldaps://ldap.example.edu.co', LDAP_STARTTLS: 'true' }, /LDAP_STARTTLS/],
    ['a filter without its placeholder', { LDAP_USER_FILTER: '(uid=fijo)' }, /LDAP_USER_FILTER debe contener \{login\}/],
    ['an unreadable CA file', { LDAP_CA_FILE: '/no/existe/ca.pem' }, /LDAP_CA_FILE/],
  ])('refuses %s with a clear message', (_, env, message) => {
    const { LDAP_URL, ...rest } = { ...BASE, ...env };
    const config = loadConfig(LDAP_URL ? { ...rest, LDAP_URL } : rest);
    expect(() => resolveLdapSettings(config)).toThrow(message);
  });

  it('accepts AD password writes over ldaps:// or StartTLS', () => {
    expect(settings({ LDAP_PASSWORD_MODE: 'ad', LDAP_URL: 'ldaps://dc.example.edu.co' }).passwordMode).toBe('ad');
    expect(settings({ LDAP_PASSWORD_MODE: 'ad', LDAP_STARTTLS: 'true', LDAP_PASSWORD_RESET: 'true' }).passwordReset).toBe(true);
  });

  it('refuses attribute names that are not attribute names when the configuration loads', () => {
    expect(() => loadConfig({ ...BASE, LDAP_ATTR_EMAIL: 'mail)(uid=*' })).toThrow(/LDAP_ATTR_EMAIL/);
  });
});

describe('filter values', () => {
  it('escapes every filter metacharacter, NUL and control characters, and keeps accents', () => {
    expect(escapeFilterValue('*)(uid=*')).toBe('\\2a\\29\\28uid=\\2a');
    expect(escapeFilterValue('a\\b\u0000c\nd')).toBe('a\\5cb\\00c\\0ad');
    expect(escapeFilterValue('maría.pérez@usta.edu.co')).toBe('maría.pérez@usta.edu.co');
  });

  it('fills every placeholder, and a value with $ patterns stays literal', () => {
    expect(fillFilter('(|(uid={login})(mail={login}))', '{login}', "$&$'*")).toBe("(|(uid=$&$'\\2a)(mail=$&$'\\2a))");
  });
});

describe('roles', () => {
  it('reads the directory\'s word for a person\'s tie to the university', () => {
    expect(toRole('Estudiante')).toBe('Estudiante');
    expect(toRole('student')).toBe('Estudiante');
    expect(toRole('Egresado')).toBe('Egresado');
    expect(toRole('faculty')).toBe('Docente');
    expect(toRole(null)).toBe('Docente');
  });
});
