import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { TConfig } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Sends mail through the SMTP server of SMTP_URL, or, with no server configured, writes each
 * message as an .eml file into DATA_DIR/outbox so a local administrator can read it.
 */
export type Mailer = {
  readonly mode: 'smtp' | 'outbox';
  /** Answers where the message went: the SMTP message id, or the .eml file written. */
  send(message: MailMessage): Promise<{ id: string; file?: string }>;
  close(): void;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function createMailer(config: Pick<TConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(config.DATA_DIR, config.MAIL_FROM);
}

function smtpMailer(url: string, from: string): Mailer {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    throw new Error('Configuración inválida: SMTP_URL no es una dirección válida');
  }
  // STARTTLS to a relay on the same machine protects nothing and fails on its self-signed
  // certificate. Options written in the URL (?ignoreTLS=false, ?requireTLS=true) still win.
  const transport = nodemailer.createTransport({ url, ignoreTLS: LOOPBACK.has(host), connectionTimeout: 15_000 });
  return {
    mode: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { id: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

function outboxMailer(dataDir: string, from: string): Mailer {
  const dir = path.join(path.resolve(dataDir), 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Owner-only: the message carries a working reset link.
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      return { id: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}
