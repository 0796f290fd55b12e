import type { FastifyInstance } from 'fastify';
import type { SentMail } from '../../lib/mailer.js';
import { escapeHtml } from '../seo/html-head.js';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** GET /dev/outbox: mail kept instead of sent, for machines without SMTP. Never in production. */
export async function devOutboxRoutes(
  app: FastifyInstance,
  { outbox }: { outbox: readonly SentMail[] },
): Promise<void> {
  app.get('/dev/outbox', async (_request, reply) => {
    const items = outbox
      .map(
        (
          mail,
        ) => `<article style="border:1px solid #cbd5e1;border-radius:8px;padding:12px 16px;margin:12px 0">
<p style="margin:0;color:#475569;font-size:14px">${escapeHtml(mail.sentAt.toISOString())} · to ${escapeHtml(mail.to)}</p>
<h2 style="font-size:18px;margin:6px 0">${escapeHtml(mail.subject)}</h2>
<pre style="white-space:pre-wrap;font-family:inherit;margin:0">${linkify(mail.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Dev outbox</title></head><body style="font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#0f172a"><h1>Dev outbox</h1><p>Mail the product would have sent. Configure SMTP_URL to send it for real.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
}
