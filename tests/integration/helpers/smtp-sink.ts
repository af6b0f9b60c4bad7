/**
 * A real SMTP server in the test process (smtp-server), standing in for the practice's mail server.
 * It can be down (not listening) and come up on the same port, and it can hold a message's DATA without
 * answering, as a slow server would while a worker is killed.
 */
import getPort from 'get-port';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './parse-mail.ts';

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  /** Messages the server accepted (answered 250 to), in order. */
  readonly received: ParsedMail[];
  /** Messages whose DATA arrived while holding, never answered. */
  readonly held: ParsedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Hold the next message: receive it whole, then never answer. */
  holdNext(): void;
}

export async function createSmtpSink(): Promise<SmtpSink> {
  const port = await getPort({ host: '127.0.0.1' });
  const received: ParsedMail[] = [];
  const held: ParsedMail[] = [];
  let holdNext = false;
  let server: SMTPServer | null = null;

  function makeServer() {
    return new SMTPServer({
      authOptional: true,
      // Loopback: plain SMTP, as the mail transport allows only there.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const hold = holdNext;
          holdNext = false;
          const mail = await parseMail(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          if (hold) {
            held.push(mail);
            return; // no answer: the client waits until it gives up or dies
          }
          received.push(mail);
          callback();
        });
      },
    });
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    async start() {
      server = makeServer();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    holdNext() {
      holdNext = true;
    },
  };
}
