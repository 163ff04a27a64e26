import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { until } from '../../../../test/until';

/** A message as a person would read it: decoded subject, text and HTML. */
export type TrappedMail = { from: string; to: string[]; subject: string; text: string; html: string; raw: string };

/**
 * A real SMTP server on loopback for tests (API and browser): the product talks SMTP to it exactly
 * as to the university's relay. No TLS, no authentication: loopback only.
 */
export async function startMailTrap() {
  const messages: TrappedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ ...readMessage(raw), from, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let taken = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message not yet taken, waiting for it up to `timeoutMs` (room for a loaded machine). */
    async next(timeoutMs = 30_000): Promise<TrappedMail> {
      await until(() => messages.length > taken, { what: 'the next mail', timeout: timeoutMs, every: 25, show: () => `${messages.length} arrived, ${taken} taken` });
      return messages[taken++]!;
    },
    /** Forgets what arrived so far (for a test that expects no mail). */
    skipAll() {
      taken = messages.length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for what nodemailer writes: headers, multipart, quoted-printable, base64. */
export function readMessage(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = split(raw);
  const out = { subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  walk(headers, body, out);
  return out;
}

function split(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function walk(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = split(part.replace(/^\r?\n/, ''));
      walk(inner.headers, inner.body, out);
    }
    return;
  }
  const decoded = decodeBody(body, (headers['content-transfer-encoding'] ?? '7bit').toLowerCase());
  if (type.startsWith('text/html')) out.html += decoded;
  else if (type.startsWith('text/plain')) out.text += decoded;
}

function decodeBody(body: string, encoding: string) {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qp(body.replace(/=\r?\n/g, ''));
  return body;
}

function qp(s: string) {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(s.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    );
}
