import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends MailMessage {
  id: number;
  sentAt: Date;
}

export interface Mailer {
  /**
   * Hands a message over. Over SMTP it is queued and sent after the request has been
   * answered, so no response waits on (or is timed by) a mail server.
   */
  send(message: MailMessage): Promise<void>;
  /** Present only in the dev outbox: the messages kept for /dev/outbox, newest first. */
  readonly outbox?: readonly SentMail[];
  /** Waits for queued mail to be sent (or given up), for a bounded time: at shutdown. */
  flush?(): Promise<void>;
}

export interface MailLog {
  info(message: string): void;
  warn(message: string): void;
  error(error: unknown, message: string): void;
}

/**
 * How mail leaves: SMTP; the dev outbox (outside production without SMTP: mail is printed to
 * the log, links included, and kept for /dev/outbox, so sign-up and password reset can be
 * finished offline); or nowhere (production without SMTP, when explicitly allowed: only the
 * recipient and subject are logged, never the links, which are credentials).
 */
export type MailDelivery = 'smtp' | 'dev-outbox' | 'discard';

const OUTBOX_SIZE = 50;
/** Waits before the 2nd and 3rd attempt at a message the SMTP server refused or dropped. */
const RETRY_DELAYS_MS = [2_000, 10_000];
const FLUSH_TIMEOUT_MS = 10_000;

export function createMailer(options: {
  delivery: MailDelivery;
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
}): Mailer {
  const { log } = options;
  if (options.delivery === 'smtp') {
    if (!options.smtpUrl) throw new Error('SMTP delivery needs an SMTP URL');
    return createSmtpQueue(options.smtpUrl, options.from, log);
  }
  if (options.delivery === 'discard') {
    return {
      async send(message) {
        log.warn(`mail to ${message.to} not sent (no SMTP_URL): ${message.subject}`);
      },
    };
  }
  const outbox: SentMail[] = [];
  let nextId = 1;
  return {
    outbox,
    async send(message) {
      outbox.unshift({ ...message, id: nextId++, sentAt: new Date() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      log.info(`dev outbox: mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

/**
 * Mail through Nodemailer, sent in the background: `send` answers at once, so a response
 * that sends mail takes the same time as one that does not (no registration oracle in the
 * password reset), and a slow mail server never holds a request. A refused message is tried
 * three times, then logged. The queue lives in this process: a crash loses what is unsent,
 * as a lost request would, and the person can ask again.
 */
function createSmtpQueue(smtpUrl: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const sending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await transport.sendMail({ from, ...message });
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          log.error(error, `mail to ${message.to} could not be sent: ${message.subject}`);
          return;
        }
        await sleep(delay);
      }
    }
  }

  return {
    async send(message) {
      const delivery = deliver(message).finally(() => sending.delete(delivery));
      sending.add(delivery);
    },
    async flush() {
      const timeout = sleep(FLUSH_TIMEOUT_MS, undefined, { ref: false });
      await Promise.race([Promise.allSettled([...sending]), timeout]);
    },
  };
}
