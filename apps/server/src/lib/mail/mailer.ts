import nodemailer from 'nodemailer';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the usual, e.g. a digest's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
}

export interface SentMail extends MailMessage {
  id: number;
  sentAt: Date;
}

export interface Mailer {
  /**
   * Hands a message over. Over SMTP it goes to the job queue and is sent after the request
   * has been answered, so no response waits on (or is timed by) a mail server.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Drops the mail to `address` still waiting to be sent (a digest, a notice), for an account
   * deleted meanwhile: nothing more goes to someone who left. Mail already sent is gone anyway.
   */
  withdraw?(address: string): Promise<void>;
  /** Present only in the dev outbox: the messages kept for /dev/outbox, newest first. */
  readonly outbox?: readonly SentMail[];
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
const MAIL_DELIVERY_JOB = 'mail.deliver';

export function createMailer(options: {
  delivery: MailDelivery;
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
  /** Where SMTP delivery is queued; the mail job is defined on it here. */
  jobs?: JobQueue;
  /** The first wait before trying a refused message again (about doubling after). */
  retryDelaySeconds?: number;
}): Mailer {
  const { log } = options;
  if (options.delivery === 'smtp') {
    if (!options.smtpUrl) throw new Error('SMTP delivery needs an SMTP URL');
    const { jobs } = options;
    if (!jobs) throw new Error('SMTP delivery needs the job queue');
    jobs.define(mailDeliveryJob(options.smtpUrl, options.from, options.retryDelaySeconds));
    return {
      send: (message) => jobs.send(MAIL_DELIVERY_JOB, message),
      withdraw: async (address) =>
        void (await jobs.discardWaiting(MAIL_DELIVERY_JOB, 'to', address)),
    };
  }
  if (options.delivery === 'discard') {
    return {
      async send(message) {
        log.warn(`mail to ${message.to} not sent (no SMTP_URL): ${message.subject}`);
      },
      // Nothing waits: every message was dropped as it came.
      async withdraw() {},
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
    // The outbox shows what was sent; nothing in it is waiting.
    async withdraw() {},
  };
}

/**
 * Mail through Nodemailer, sent by the job queue: a message the SMTP server refuses or drops
 * is tried again eight times, each wait about twice the last from 10 s (about an hour in all),
 * then logged as failed; a restart in between loses nothing.
 */
function mailDeliveryJob(
  smtpUrl: string,
  from: string,
  retryDelaySeconds = 10,
): JobDefinition<MailMessage> {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: MAIL_DELIVERY_JOB,
    retryLimit: 8,
    retryDelaySeconds,
    expireInSeconds: 5 * 60,
    async run(message) {
      await transport.sendMail({ from, ...message });
      // Who and what, never the content: its links are credentials.
      return { to: message.to, subject: message.subject };
    },
  };
}
