/**
 * Where emails go: SMTP_URL selects a real mail server, with TLS required unless the host is this
 * machine (a message can hold health information and must not cross a network in clear text); without it each message is written as an .eml file
 * under MAIL_DIR, so `npm start` delivers somewhere on a fresh machine.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { ComposedEmail } from './compose-email.ts';

export interface MailTransport {
  /** Resolves once the mail server (or the file system) has taken the message. */
  send(email: ComposedEmail, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
  /** For the start-up line: where mail goes, without credentials. */
  readonly description: string;
}

interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

interface MailTransportOptions {
  smtpUrl?: string | undefined;
  mailDir: string;
  /** Connections kept open to the mail server. */
  maxConnections?: number;
  timeouts?: Partial<SmtpTimeouts>;
}

const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || /^::ffff:127\./.test(bare);
}

export function createMailTransport({
  smtpUrl,
  mailDir,
  maxConnections = 2,
  timeouts = {},
}: MailTransportOptions): MailTransport {
  return smtpUrl
    ? smtpTransport(smtpUrl, maxConnections, { ...DEFAULT_TIMEOUTS, ...timeouts })
    : fileTransport(mailDir);
}

/**
 * The transporter's options for SMTP_URL's server, and where it is: one place for the TLS rule above,
 * so the doctor's check connects exactly as a send does.
 */
function smtpSetup(smtpUrl: string, timeouts: SmtpTimeouts) {
  const parsed = parseConnectionUrl(smtpUrl);
  const host = parsed.host ?? 'localhost';
  const implicitTls = smtpUrl.toLowerCase().startsWith('smtps:') || parsed.secure === true;
  const loopback = isLoopbackHost(host);
  const port = parsed.port ?? (implicitTls ? 465 : 587);
  return {
    options: {
      ...parsed,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      // Health information never crosses a network in clear text: STARTTLS is mandatory unless the
      // connection is already TLS or stays on this machine. Query options in SMTP_URL cannot turn it off.
      ...(loopback || implicitTls ? {} : { requireTLS: true, ignoreTLS: false }),
      ...(implicitTls ? { secure: true } : {}),
    },
    address: `${host}:${port}`,
    description: `SMTP ${host}:${port}${loopback ? ' (loopback)' : implicitTls ? ' (TLS)' : ' (STARTTLS required)'}`,
  };
}

function smtpTransport(smtpUrl: string, maxConnections: number, timeouts: SmtpTimeouts): MailTransport {
  const { options, description } = smtpSetup(smtpUrl, timeouts);
  const transporter = nodemailer.createTransport({ ...options, pool: true, maxConnections });
  return {
    description,
    async send(email, signal) {
      await transporter.sendMail({ ...email.options, ...(signal ? { signal } : {}) });
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * Connects to SMTP_URL's server as a send would (TLS, login) and sends nothing, each step within
 * `timeoutMs`: whether mail can leave, before a visitor's message has to. The server's address and
 * description come back with nodemailer's error, if any, which names the host and never the password.
 */
export async function verifySmtp(
  smtpUrl: string,
  timeoutMs: number,
): Promise<{ address: string; description: string; error: Error | null }> {
  const { options, address, description } = smtpSetup(smtpUrl, {
    connectionMs: timeoutMs,
    greetingMs: timeoutMs,
    socketMs: timeoutMs,
  });
  const transporter = nodemailer.createTransport(options);
  try {
    await transporter.verify();
    return { address, description, error: null };
  } catch (error) {
    return { address, description, error: error instanceof Error ? error : new Error(String(error)) };
  } finally {
    transporter.close();
  }
}

function fileTransport(mailDir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${mailDir}`,
    async send(email) {
      const info = await composer.sendMail(email.options);
      const stamp = new Date(email.receivedAt).toISOString().replace(/[-:]|\.\d+/g, '');
      const file = join(mailDir, `${stamp}-${email.id}.eml`);
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      // Written whole then renamed: a reader never sees half a message, and a re-send replaces it.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
    },
    async close() {},
  };
}
