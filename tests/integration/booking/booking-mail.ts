/** The booking's mail as a visitor reads it in her inbox: the newest code and link mailed to her. */
import type { SmtpSink } from '../helpers/smtp-sink.ts';
import { waitUntil } from '../helpers/wait.ts';

/** The newest code mail to `email` once it has arrived: its six digits and its link's token. */
export async function codeMailed(sink: SmtpSink, email: string, count = 1) {
  const mine = () =>
    sink.received.filter(
      (mail) => /^\d{6} is your code for /.test(mail.header('subject')) && mail.envelope.to[0] === email,
    );
  await waitUntil(() => mine().length >= count, { what: `code mail ${count} to ${email}` });
  const mail = mine().at(-1)!;
  return {
    code: /^(\d{6}) /.exec(mail.header('subject'))![1]!,
    link: new URL(/(https?:\/\/\S+\/book\/verify\S+)/.exec(mail.text)![1]!).searchParams.get('t')!,
    text: mail.text,
  };
}

/** The token of the link labelled `label` in a mail's text ("Label: https://…?t=<token>"). */
export const tokenAfter = (text: string, label: string) =>
  new URL(new RegExp(`${label}:? (\\S+)`).exec(text)![1]!).searchParams.get('t')!;
