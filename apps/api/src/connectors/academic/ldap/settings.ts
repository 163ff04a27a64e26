import fs from 'node:fs';
import type { TLdapEnv } from './env';

export type LdapAttributes = {
  username: string;
  email: string;
  name: string;
  identity: string;
  recoveryEmails: string;
  mobile: string;
  faculty: string;
  sectional: string;
  role: string;
};

/** The LDAP settings with every default filled in and every cross-field rule checked. */
export type LdapSettings = {
  url: string;
  startTls: boolean;
  tls: { ca?: Buffer[]; rejectUnauthorized: boolean };
  bindDn: string;
  bindPassword: string;
  searchBase: string;
  userFilter: string;
  personFilter: string;
  attributes: LdapAttributes;
  passwordMode: TLdapEnv['LDAP_PASSWORD_MODE'];
  passwordReset: boolean;
  passwordHelpUrl?: string;
  connectTimeout: number;
  timeout: number;
};

/** What OpenLDAP (inetOrgPerson) and Active Directory usually call things. */
export const FLAVOR_DEFAULTS: Record<TLdapEnv['LDAP_FLAVOR'], { userFilter: string; personFilter: string; attributes: LdapAttributes }> = {
  openldap: {
    userFilter: '(&(objectClass=inetOrgPerson)(|(uid={login})(mail={login})))',
    personFilter: '(&(objectClass=inetOrgPerson)(employeeNumber={id}))',
    attributes: {
      username: 'uid',
      email: 'mail',
      name: 'cn',
      identity: 'employeeNumber',
      recoveryEmails: 'otherMailbox',
      mobile: 'mobile',
      faculty: 'departmentNumber',
      sectional: 'l',
      role: 'employeeType',
    },
  },
  ad: {
    // Disabled accounts (userAccountControl bit 2) are never found, so they cannot sign in.
    userFilter:
      '(&(objectCategory=person)(objectClass=user)(!(userAccountControl:1.2.840.113556.1.4.803:=2))(|(sAMAccountName={login})(userPrincipalName={login})(mail={login})))',
    personFilter: '(&(objectCategory=person)(objectClass=user)(employeeID={id}))',
    attributes: {
      username: 'sAMAccountName',
      email: 'mail',
      name: 'displayName',
      identity: 'employeeID',
      recoveryEmails: 'otherMailbox',
      mobile: 'mobile',
      faculty: 'department',
      sectional: 'l',
      role: 'employeeType',
    },
  },
};

const fail = (detail: string): never => {
  throw new Error(`Configuración inválida (ACADEMIC_CONNECTOR=ldap): ${detail}`);
};

const checkTemplate = (name: string, value: string, placeholder: string) => {
  if (!value.startsWith('(') || !value.endsWith(')')) fail(`${name} debe ir entre paréntesis`);
  if (!value.includes(placeholder)) fail(`${name} debe contener ${placeholder}`);
  return value;
};

/** The settings of an LDAP connector, or an error naming what is missing or contradictory. */
export function resolveLdapSettings(env: TLdapEnv): LdapSettings {
  const url = env.LDAP_URL ?? fail('falta LDAP_URL (ldap://servidor:389 o ldaps://servidor:636)');
  const secure = url.startsWith('ldaps:');
  if (secure && env.LDAP_STARTTLS) fail('LDAP_STARTTLS es solo para direcciones ldap://; ldaps:// ya cifra la conexión');
  if (!env.LDAP_BIND_DN || !env.LDAP_BIND_PASSWORD) fail('faltan LDAP_BIND_DN y LDAP_BIND_PASSWORD (la cuenta de servicio que busca las personas)');
  const searchBase = env.LDAP_SEARCH_BASE || fail('falta LDAP_SEARCH_BASE (p. ej. ou=people,dc=universidad,dc=edu,dc=co)');
  if (env.LDAP_PASSWORD_MODE === 'ad' && !secure && !env.LDAP_STARTTLS) {
    fail('LDAP_PASSWORD_MODE=ad necesita ldaps:// o LDAP_STARTTLS=true (Active Directory solo cambia contraseñas cifradas)');
  }
  if (env.LDAP_PASSWORD_RESET && env.LDAP_PASSWORD_MODE === 'none') fail('LDAP_PASSWORD_RESET=true necesita LDAP_PASSWORD_MODE exop o ad');
  let ca: Buffer[] | undefined;
  if (env.LDAP_CA_FILE) {
    try {
      ca = [fs.readFileSync(env.LDAP_CA_FILE)];
    } catch {
      fail(`no se puede leer LDAP_CA_FILE (${env.LDAP_CA_FILE})`);
    }
  }
  const defaults = FLAVOR_DEFAULTS[env.LDAP_FLAVOR];
  const pick = (value: string | undefined, fallback: string) => (value === undefined ? fallback : value);
  const a = defaults.attributes;
  const attributes: LdapAttributes = {
    username: pick(env.LDAP_ATTR_USERNAME, a.username),
    email: pick(env.LDAP_ATTR_EMAIL, a.email),
    name: pick(env.LDAP_ATTR_NAME, a.name),
    identity: pick(env.LDAP_ATTR_IDENTITY, a.identity),
    recoveryEmails: pick(env.LDAP_ATTR_RECOVERY_EMAILS, a.recoveryEmails),
    mobile: pick(env.LDAP_ATTR_MOBILE, a.mobile),
    faculty: pick(env.LDAP_ATTR_FACULTY, a.faculty),
    sectional: pick(env.LDAP_ATTR_SECTIONAL, a.sectional),
    role: pick(env.LDAP_ATTR_ROLE, a.role),
  };
  for (const key of ['username', 'email', 'name', 'identity'] as const) {
    if (!attributes[key]) fail(`el atributo de ${key} no puede quedar vacío`);
  }
  return {
    url,
    startTls: env.LDAP_STARTTLS,
    tls: { ca, rejectUnauthorized: env.LDAP_TLS_VERIFY },
    bindDn: env.LDAP_BIND_DN!,
    bindPassword: env.LDAP_BIND_PASSWORD!,
    searchBase,
    userFilter: checkTemplate('LDAP_USER_FILTER', env.LDAP_USER_FILTER || defaults.userFilter, '{login}'),
    personFilter: checkTemplate('LDAP_PERSON_FILTER', env.LDAP_PERSON_FILTER || defaults.personFilter, '{id}'),
    attributes,
    passwordMode: env.LDAP_PASSWORD_MODE,
    passwordReset: env.LDAP_PASSWORD_RESET,
    passwordHelpUrl: env.LDAP_PASSWORD_HELP_URL,
    connectTimeout: env.LDAP_CONNECT_TIMEOUT_MS,
    timeout: env.LDAP_TIMEOUT_MS,
  };
}
