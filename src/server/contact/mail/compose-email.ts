/**
 * The email a stored message becomes. Headers carry no raw visitor input (a header is where injected
 * text could add recipients): the subject is fixed text with the message's reference, Reply-To is the
 * visitor's address only after it passed the schema's email pattern, and the name goes in the body,
 * never in a header. The Message-ID is
 * derived from the stored id and the Date is the time received, so a re-send after a crash is the same
 * message to the mail system and to the reader. Both parts show everything the visitor typed; the HTML
 * part escapes all of it.
 */
import type { SendMailOptions } from 'nodemailer';
import type { StoredContactMessage } from '../store/contact-store.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { PRACTICE, SITE } from '#practice';
import { REPLY_BY_LABELS } from '../../../lib/contact/contact-copy.ts';
import type { Voicemail } from '../../../lib/contact/contact-schema.ts';

/** The voicemail answer as the person returning the call needs it. */
const VOICEMAIL_TEXT: Record<Voicemail, string> = {
  yes: 'yes, a message may say who we are',
  no: 'NO: leave no message that says who we are',
};

interface EmailSettings {
  /** CONTACT_FROM: an address, optionally with a display name ("Website <website@example.org>"). */
  from: string;
  /** CONTACT_RECIPIENT. */
  to: string;
  /** Time zone for the "Received" line (the practice's). */
  timeZone?: string;
  /** CONTACT_RETENTION_DAYS, mentioned in the footer so the reader knows the site does not keep it. */
  retentionDays?: number;
  /** The message's "Mark as answered" link (src/server/analytics/answered.ts), when reply times are measured. */
  answerLink?: string | undefined;
}

export interface ComposedEmail {
  /** The stored message's id, for file names and logs. */
  id: string;
  receivedAt: number;
  options: SendMailOptions;
}

/** The address part of "Name <address>" or a bare address. */
function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

export function messageIdFor(id: string, from: string): string {
  const domain = addressOf(from).split('@')[1] || 'localhost';
  return `<contact-${id}@${domain}>`;
}

/** The short reference shown in the subject and the body, enough to find the message in `npm run inbox`. */
const referenceOf = (id: string) => id.slice(0, 8);

export function composeContactEmail(message: StoredContactMessage, settings: EmailSettings): ComposedEmail {
  const { id, receivedAt, content } = message;
  const received = new Date(receivedAt);
  const receivedText = `${received.toLocaleString('en-US', {
    timeZone: settings.timeZone ?? SITE.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  })} (${settings.timeZone ?? SITE.timeZone})`;
  const rows: [string, string][] = [
    ['Name', content.name],
    ['Email', content.email],
    ['Phone', content.phone ?? 'not given'],
    ['Reply by', content.replyBy ? REPLY_BY_LABELS[content.replyBy] : 'not given'],
    ['Voicemail', content.voicemail ? VOICEMAIL_TEXT[content.voicemail] : 'not given'],
    ['Topic', content.topic ?? 'not given'],
    ['Received', receivedText],
  ];
  const retention = settings.retentionDays
    ? ` The website deletes its copy ${settings.retentionDays} days after delivery.`
    : '';
  const footer = `Reference ${id}.${retention}`;
  const answered = 'Once you have replied, mark the message as answered to measure reply times';
  const intro =
    'Someone wrote to you through the contact form on the website. Reply to this email to answer them.';

  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(Math.max(10, label.length + 2))}${value}`),
    '',
    'Message:',
    '',
    content.message,
    '',
    ...(settings.answerLink ? [`${answered}: ${settings.answerLink}`, ''] : []),
    '-- ',
    footer,
    '',
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Website contact message</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:16px;line-height:1.5;color:#1d2629">
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell}">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:18px;margin:24px 0 8px">Message</h2>
<div style="white-space:pre-wrap;border-left:3px solid ${PRACTICE.theme.light.brand};padding-left:12px">${escapeHtml(content.message)}</div>
${settings.answerLink ? `<p style="margin-top:24px">${escapeHtml(answered)}: <a href="${escapeHtml(settings.answerLink)}">Mark as answered</a></p>\n` : ''}<p style="margin-top:24px;font-size:13px;color:#4a5659">${escapeHtml(footer)}</p>
</body></html>
`;

  return {
    id,
    receivedAt,
    options: {
      from: settings.from,
      to: settings.to,
      // An address object, so nodemailer does not parse visitor text as a list of mailboxes.
      replyTo: { name: '', address: content.email },
      subject: `New message from the website contact form (ref ${referenceOf(id)})`,
      messageId: messageIdFor(id, settings.from),
      date: received,
      headers: {
        // RFC 3834: out-of-office replies from the practice's mailbox must not reach the visitor.
        'Auto-Submitted': 'auto-generated',
      },
      text,
      html,
      envelope: { from: addressOf(settings.from), to: [addressOf(settings.to)] },
    },
  };
}
