/**
 * Real stand-ins for the message providers, in the test process: an SMTP server (smtp-server)
 * whose mail is parsed with mailparser, and a small HTTP server speaking the one Twilio call we
 * make (POST /2010-04-01/Accounts/{Sid}/Messages.json), recording every text it accepts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpStandIn {
  url: string;
  mails: ParsedMail[];
  /** Refuse the next `n` messages with this SMTP reply code. */
  refuseNext(n: number, code: number): void;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<SmtpStandIn> {
  const mails: ParsedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          if (refusals > 0) {
            refusals--;
            const error = Object.assign(new Error('Try again later'), { responseCode: refusalCode });
            return done(error);
          }
          mails.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext(n, code) {
      refusals = n;
      refusalCode = code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface SentText {
  to: string;
  from: string;
  body: string;
  sid: string;
}

export interface SmsStandIn {
  apiBase: string;
  accountSid: string;
  authToken: string;
  texts: SentText[];
  /** Hold every answer until `release()` (a send in flight when the instance stops). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startSmsStandIn(): Promise<SmsStandIn> {
  const accountSid = 'AC00000000000000000000000000000001';
  const authToken = 'test-auth-token';
  const texts: SentText[] = [];
  let held: (() => void)[] | null = null;
  let next = 1;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json` || req.method !== 'POST') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":20404,"message":"Not found"}');
        return;
      }
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":20003,"message":"Authenticate"}');
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const sid = `SM${String(next++).padStart(32, '0')}`;
      // Twilio has taken the message once it answers 201; recorded here, before any held answer.
      texts.push({ to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '', sid });
      const answer = () =>
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid, status: 'queued' }));
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    texts,
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
