/**
 * Local stand-ins for the customer-message providers (docs/messages.md), started by the global setup: an
 * SMTP server (smtp-server, parsed with mailparser) and Twilio's one endpoint we call. Specs run in
 * other processes, so what arrived is read over HTTP: GET <E2E_MESSAGES_URL>/received.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const TWILIO_STAND_IN = { accountSid: 'AC00000000000000000000000000000e2e', authToken: 'e2e-auth-token' };

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}
export interface ReceivedText {
  to: string;
  body: string;
}

export async function startMessageStandIn() {
  const mails: ReceivedMail[] = [];
  const texts: ReceivedText[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
          mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/received') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mails, texts }));
        return;
      }
      if (req.method === 'POST' && req.url === `/2010-04-01/Accounts/${TWILIO_STAND_IN.accountSid}/Messages.json`) {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
        res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ sid: `SM${String(texts.length).padStart(32, '0')}`, status: 'queued' }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":20404}');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** What the stand-ins have received so far (from a spec). */
export async function received(): Promise<{ mails: ReceivedMail[]; texts: ReceivedText[] }> {
  const res = await fetch(`${process.env.E2E_MESSAGES_URL}/received`);
  return (await res.json()) as { mails: ReceivedMail[]; texts: ReceivedText[] };
}
