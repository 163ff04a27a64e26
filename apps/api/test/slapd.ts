import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';
import { until } from './until';

/** The seeded test tree (fixtures/ldap/seed.ldif): its suffix, administrator and service account. */
export const TEST_LDAP = {
  suffix: 'dc=usta,dc=test',
  rootDn: 'cn=admin,dc=usta,dc=test',
  rootPassword: 'Raiz#Ldap2026',
  serviceDn: 'cn=siiicca,ou=services,dc=usta,dc=test',
  servicePassword: 'Servicio#2026',
  peopleBase: 'ou=people,dc=usta,dc=test',
};

const SLAPD = process.env.SLAPD_BIN ?? '/usr/sbin/slapd';
const SLAPADD = process.env.SLAPADD_BIN ?? '/usr/sbin/slapadd';
const SEED = path.join(import.meta.dirname, 'fixtures', 'ldap', 'seed.ldif');

/**
 * OpenLDAP with the mdb backend and the password-policy overlay (locked accounts). The service
 * account may read everything and set passwords (recovery); a person may change their own.
 */
const slapdConf = (dir: string) => `
include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload ppolicy
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
database mdb
maxsize 16777216
suffix "${TEST_LDAP.suffix}"
rootdn "${TEST_LDAP.rootDn}"
rootpw ${TEST_LDAP.rootPassword}
directory ${dir}/data
overlay ppolicy
ppolicy_default "cn=default,ou=policies,${TEST_LDAP.suffix}"
access to attrs=userPassword
  by dn.exact="${TEST_LDAP.serviceDn}" write
  by self write
  by anonymous auth
  by * none
access to *
  by dn.exact="${TEST_LDAP.serviceDn}" read
  by self read
  by * none
`;

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string) {
  // Each try may take seconds on a loaded machine: a short one would fail every time.
  const client = new Client({ url, connectTimeout: 5000, timeout: 5000 });
  try {
    await client.bind(TEST_LDAP.rootDn, TEST_LDAP.rootPassword);
    return true;
  } catch {
    return false;
  } finally {
    await client.unbind().catch(() => {});
  }
}

export type TestSlapd = { url: string; port: number; stop: () => Promise<void> };

/**
 * A private slapd on a free loopback port, loaded with the seed tree, in a temporary directory that
 * `stop()` removes. Works as root (CI) and as a normal user: everything it writes is its own.
 */
export async function startSlapd(): Promise<TestSlapd> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-slapd-'));
  fs.mkdirSync(path.join(dir, 'data'));
  const conf = path.join(dir, 'slapd.conf');
  fs.writeFileSync(conf, slapdConf(dir));
  const loaded = spawnSync(SLAPADD, ['-f', conf, '-l', SEED], { encoding: 'utf8' });
  if (loaded.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`slapadd failed: ${loaded.stderr || loaded.error?.message}`);
  }
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d keeps slapd in the foreground, a child of this process that dies with it.
  const child: ChildProcess = spawn(SLAPD, ['-h', `${url}/`, '-f', conf, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // A slapd that exited will not answer: no use waiting for the deadline.
  const died = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`slapd exited (${code}) on ${url}: ${stderr}`))));
  died.catch(() => {});
  try {
    await Promise.race([until(() => answers(url), { what: `slapd to answer on ${url}`, timeout: 45_000, every: 100, show: () => stderr }), died]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, stop };
}

/** The product's LDAP_* settings for the test directory (OpenLDAP defaults, passwords through RFC 3062). */
export const ldapTestEnv = (url: string): Record<string, string> => ({
  ACADEMIC_CONNECTOR: 'ldap',
  LDAP_URL: url,
  LDAP_BIND_DN: TEST_LDAP.serviceDn,
  LDAP_BIND_PASSWORD: TEST_LDAP.servicePassword,
  LDAP_SEARCH_BASE: TEST_LDAP.peopleBase,
  LDAP_PASSWORD_MODE: 'exop',
  LDAP_PASSWORD_RESET: 'true',
  LDAP_CONNECT_TIMEOUT_MS: '2000',
  LDAP_TIMEOUT_MS: '5000',
});
