import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text/plain part (the whole body for a single-part message). */
  text: string;
  /** The decoded text/html part, if any. */
  html: string;
  /** The message's top-level headers, by lower-case name, folded lines unfolded. */
  headers: ReadonlyMap<string, string>;
  raw: string;
}

export interface SmtpCapture {
  /** SMTP_URL for the app: plain SMTP on loopback, no TLS, no authentication. */
  url: string;
  readonly messages: readonly CapturedMail[];
  /** The next (or an already captured, not yet taken) message to `to`. */
  nextMailTo(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = end === -1 ? part : part.slice(0, end);
  const body = end === -1 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Enough MIME for what Nodemailer sends: single part or (nested) multipart. */
function collectParts(
  headers: Map<string, string>,
  body: string,
  out: { text: string; html: string },
): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitHeaders(section.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const decoded = decodeBody(headers, body);
  if (type.toLowerCase().startsWith('text/html')) out.html ||= decoded;
  else if (type.toLowerCase().startsWith('text/plain')) out.text ||= decoded;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=), as a subject with quotes has. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseMail(raw: string, from: string, to: string[]): CapturedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return { from, to, subject: decodeHeader(headers.get('subject') ?? ''), ...parts, headers, raw };
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests exercise the
 * production Nodemailer path end to end. Plain SMTP: STARTTLS is not offered and
 * authentication is optional, as for a local relay.
 */
export async function startSmtpCapture(
  options: {
    /** How long the server takes to accept each message, as a slow or distant relay does. */
    acceptDelayMs?: number;
    /** Refuse this many messages first (a 451 temporary failure), then accept. */
    refuseFirst?: number;
    /** Listen on this port (a relay coming back where it was); a free one otherwise. */
    port?: number;
  } = {},
): Promise<SmtpCapture> {
  let refusalsLeft = options.refuseFirst ?? 0;
  const messages: CapturedMail[] = [];
  const taken = new WeakSet<CapturedMail>();
  const waiters: Array<{ to: string; resolve: (mail: CapturedMail) => void }> = [];

  const deliver = (mail: CapturedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((waiter) => mail.to.includes(waiter.to));
    const waiter = index === -1 ? undefined : waiters.splice(index, 1)[0];
    if (waiter) {
      taken.add(mail);
      waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(refusal);
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        setTimeout(() => {
          deliver(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMailTo(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const waiting = messages.find((mail) => !taken.has(mail) && mail.to.includes(address));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<CapturedMail>((resolve, reject) => {
        const waiter = {
          to: address,
          resolve: (mail: CapturedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function findLink(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`);
  return match[0];
}
