import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../../lib/client-source.js';
import type { SentMail } from '../../lib/mailer.js';
import { escapeHtml } from '../seo/html-head.js';

/** Headers a proxy or tunnel adds: their presence means the request was relayed. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The outbox holds sign-in links: only the machine the server runs on may read it. The
 * client is who the trusted proxy says it is; without one, a request relayed by a tunnel to
 * localhost arrives on a loopback socket, and its forwarding headers give it away.
 */
function fromThisMachine(request: FastifyRequest, proxyTrusted: boolean): boolean {
  if (!isLoopbackAddress(request.ip)) return false;
  return proxyTrusted || FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * GET /dev/outbox: mail kept instead of sent, for machines without SMTP, to this machine only.
 * Never in production. Anyone else gets the 404 of a path that does not exist.
 */
export async function devOutboxRoutes(
  app: FastifyInstance,
  { outbox, proxyTrusted }: { outbox: readonly SentMail[]; proxyTrusted: boolean },
): Promise<void> {
  app.get('/dev/outbox', async (request, reply) => {
    if (!fromThisMachine(request, proxyTrusted)) return reply.callNotFound();
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
