import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AcademicPerson, AcademicSubject } from '../src/connectors/academic/types';

/**
 * A local academic system that follows docs/connectors/http-academic.md, for the HTTP connector's
 * tests. `behave` switches how it answers: normally, slowly, with 500s, with broken JSON, or not at
 * all (the connection is dropped, as when the system is down).
 */
export type Behaviour = 'ok' | 'slow' | 'error' | 'malformed' | 'down' | 'forbidden';

export type AccountRecord = { username: string; email: string; name: string; identity: string; recoveryEmails: string[]; password: string };

export const TOKEN = 'token-de-pruebas-del-sistema-academico';
const PREFIX = '/api/siiicca/v1';

export async function startAcademicHttpServer(opts: { slowMs?: number; passwordChange?: boolean } = {}) {
  const accounts: AccountRecord[] = [
    { username: 'jperez', email: 'juan.perez@usta.test', name: 'Juan Pérez Rodríguez', identity: '80123456', recoveryEmails: ['juanp@correo.test'], password: 'Clave#2026' },
    { username: 'docente', email: 'docente@siiicca.test', name: 'María Fernanda Rojas Díaz', identity: '52345678', recoveryEmails: [], password: 'Docente#2026' },
    { username: 'docente2', email: 'docente2@siiicca.test', name: 'Carlos Andrés Gómez Pérez', identity: '79876543', recoveryEmails: [], password: 'Docente#2026' },
  ];
  const people: AcademicPerson[] = [
    {
      typeId: 'CC', identification: '80123456', name: 'Juan Pérez Rodríguez', email: 'juan.perez@usta.test', mobile: '3001234567',
      role: 'Docente', sectional: 'Sede Principal Bogotá', faculty: null, researchGroup: null, link: 'Tiempo Completo',
      cvlac: null, orcid: null, scholar: null,
    },
  ];
  const subjects: AcademicSubject[] = [
    { codesac: '1012501', name: 'Fundamentos de Programación', programSac: '10125' },
    { codesac: '9990001', name: 'Computación Cuántica', programSac: '10125' },
  ];
  const state = { behaviour: 'ok' as Behaviour, queue: [] as Behaviour[], passwordChange: opts.passwordChange ?? true };
  /** Every request the server received (method and path; never bodies, they carry passwords). */
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const byLogin = (login: string) =>
    accounts.find((a) => a.username.toLowerCase() === login.toLowerCase() || a.email.toLowerCase() === login.toLowerCase());
  const view = ({ password: _p, ...a }: AccountRecord) => a;

  /** The contract's answer to one request: [status, body]. */
  function route(method: string, path: string, body: Record<string, string>): [number, unknown?] {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/authenticate') {
      const a = byLogin(body.login ?? '');
      return a && a.password === body.password ? [200, view(a)] : [401, { message: 'invalid credentials' }];
    }
    if (method === 'GET' && (m = path.match(/^\/accounts\/([^/]+)$/))) {
      const a = byLogin(decodeURIComponent(m[1]!));
      return a ? [200, view(a)] : [404];
    }
    if (method === 'GET' && (m = path.match(/^\/people\/([^/]+)$/))) {
      const id = decodeURIComponent(m[1]!).toUpperCase();
      const p = people.find((x) => x.identification.toUpperCase() === id);
      return p ? [200, p] : [404];
    }
    if (method === 'GET' && path === '/subjects') return [200, { data: subjects }];
    if (method === 'POST' && (m = path.match(/^\/accounts\/([^/]+)\/password(\/reset)?$/))) {
      if (!state.passwordChange) return [501];
      const a = accounts.find((x) => x.username === decodeURIComponent(m![1]!));
      if (!a) return [404];
      if (body.newPassword?.toLowerCase().includes(a.username)) return [422, { message: 'password policy' }];
      // Idempotent: a repeat of a change already made succeeds (its answer may have been lost).
      if (!m[2] && a.password !== body.oldPassword && a.password !== body.newPassword) return [401];
      a.password = body.newPassword!;
      return [204];
    }
    return [404];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!.replace(PREFIX, '');
      requests.push(`${req.method} ${path}`);
      const behaviour = state.queue.shift() ?? state.behaviour;
      if (behaviour === 'down') return req.socket.destroy();
      if (behaviour === 'error') return res.writeHead(500).end('{"message":"internal"}');
      if (behaviour === 'forbidden' || req.headers.authorization !== `Bearer ${TOKEN}`) return res.writeHead(403).end();
      let body: Record<string, string>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>;
      } catch {
        return res.writeHead(400).end();
      }
      const [status, payload] = route(req.method ?? 'GET', path, body);
      const send = () => {
        if (res.destroyed) return;
        if (behaviour === 'malformed' && status === 200) return res.writeHead(200, { 'content-type': 'application/json' }).end('{"username": ');
        res.writeHead(status, payload === undefined ? {} : { 'content-type': 'application/json' });
        res.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (behaviour !== 'slow') return send();
      const timer = setTimeout(() => (timers.delete(timer), send()), opts.slowMs ?? 3000);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${PREFIX}`,
    accounts,
    subjects,
    requests,
    /** How every later request is answered, or only the next `times` ones (then back to the standing behaviour). */
    behave(behaviour: Behaviour, times?: number) {
      if (times === undefined) state.behaviour = behaviour;
      else state.queue.push(...Array<Behaviour>(times).fill(behaviour));
    },
    offerPasswordChange(on: boolean) {
      state.passwordChange = on;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AcademicHttpServer = Awaited<ReturnType<typeof startAcademicHttpServer>>;
