/**
 * The doctor's mail check: SMTP_URL's server reached and logged in to as the outbox worker's transport
 * does (src/server/contact/mail/mail-transport.ts, its TLS rule included), sending nothing. Without
 * SMTP_URL every email is a file under MAIL_DIR that reaches no one: production's fault, anywhere else
 * what a developer's machine is meant to do.
 */
import { resolve } from 'node:path';
import type { ContactConfig } from '../contact/contact-config.ts';
import { verifySmtp } from '../contact/mail/mail-transport.ts';
import { fault, type Finding } from './findings.ts';

type SmtpError = Error & { code?: string; errno?: number };

const CHECK_URL =
  'Check the host and port in SMTP_URL with the mail provider, and that this machine may reach it.';

/**
 * A failed connection in plain words, by nodemailer's error code (and the system's beneath it): what the
 * operator can act on, with the server's address and never its password.
 */
function whyNot(error: SmtpError, address: string, seconds: number): { says: string; todo: string } {
  if (/ECONNREFUSED/.test(error.message)) {
    return { says: `nothing answers at ${address} (connection refused)`, todo: CHECK_URL };
  }
  if (error.code === 'EDNS') return { says: `no such host: ${address}`, todo: CHECK_URL };
  if (error.code === 'ETIMEDOUT') {
    return { says: `${address} did not answer within ${seconds} s`, todo: CHECK_URL };
  }
  if (error.code === 'EAUTH') {
    return {
      says: `${address} refused the user and password in SMTP_URL`,
      todo: 'Copy the user and password from the mail provider into SMTP_URL again (a password escapes its @ : / as %40 %3A %2F).',
    };
  }
  if (error.code === 'ETLS' || /certificate|TLS|SSL/i.test(error.message)) {
    return {
      says: `TLS with ${address} failed (${error.message})`,
      todo: "Use the host name the server's certificate names, smtps:// for port 465 and smtp:// (STARTTLS) for 587.",
    };
  }
  return { says: `${address} failed: ${error.message}`, todo: CHECK_URL };
}

export async function checkMail(
  contact: ContactConfig,
  production: boolean,
  timeoutMs: number,
): Promise<Finding> {
  if (!contact.smtpUrl) {
    return fault(
      production,
      `SMTP: SMTP_URL is unset: every email is written as a file in ${resolve(contact.mailDir)} and reaches no one`,
      "Set SMTP_URL to the practice's mail server (smtp://user:password@host:587 or smtps://...:465).",
    );
  }
  const { address, description, error } = await verifySmtp(contact.smtpUrl, timeoutMs);
  if (!error) {
    const login =
      URL.canParse(contact.smtpUrl) && new URL(contact.smtpUrl).username ? ' and takes the login' : '';
    return { standing: 'ok', says: `SMTP: ${description} answers${login}` };
  }
  const { says, todo } = whyNot(error, address, timeoutMs / 1000);
  return { standing: 'FAIL', says: `SMTP: ${says}`, todo };
}
