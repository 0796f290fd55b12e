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
  send(message: MailMessage): Promise<void>;
  /** Present only without SMTP: the messages kept for /dev/outbox, newest first. */
  readonly outbox?: readonly SentMail[];
}

const OUTBOX_SIZE = 50;

/**
 * Mail through Nodemailer to SMTP_URL. Without one (a newcomer's machine) messages go to a
 * dev outbox instead: printed to the log, links included, and kept for /dev/outbox, so
 * sign-up and password reset can be finished offline.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
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
      options.log(`dev outbox: mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
