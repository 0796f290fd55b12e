import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../../lib/client-source.js';
import type { SentMail } from '../../lib/mail/mailer.js';
import { escapeHtml } from '../../lib/html-escape.js';

/**
 * Headers that proxies, tunnels and CDNs add on the way (a name ending in `-` stands for every
 * header it begins): any one of them means the request was relayed, whoever it claims to be
 * from. Tunnels to localhost (ngrok, Cloudflare, Tailscale, VS Code's port forwarding) arrive
 * on a loopback socket, so these are all that give them away.
 */
export const RELAY_HEADERS: readonly string[] = [
  'forwarded',
  'via',
  'x-forwarded-',
  'x-original-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'x-cluster-client-ip',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
  'x-proxyuser-ip',
  'true-client-ip',
  'cf-',
  'cdn-loop',
  'fastly-',
  'fly-client-ip',
  'x-azure-',
  'x-appengine-',
  'x-vercel-',
  'x-nf-client-connection-ip',
  'x-envoy-external-address',
];

function isRelayHeader(name: string): boolean {
  return RELAY_HEADERS.some((relay) =>
    relay.endsWith('-') ? name.startsWith(relay) : name === relay,
  );
}

/** Names this machine goes by: another name (a rebinding page's domain) is someone else's. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/**
 * The outbox holds sign-in links: only the machine the server runs on may read it, straight,
 * through no proxy or tunnel. The socket's own address is what counts, not the client address
 * a trusted proxy vouches for: a request through that proxy was relayed all the same.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const socketAddress = request.raw.socket.remoteAddress;
  if (!socketAddress || !isLoopbackAddress(socketAddress)) return false;
  if (!LOOPBACK_HOST.test(request.headers.host ?? '')) return false;
  return !Object.keys(request.headers).some(isRelayHeader);
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
  { outbox }: { outbox: readonly SentMail[] },
): Promise<void> {
  app.get('/dev/outbox', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
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
