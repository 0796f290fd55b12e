import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The field values a plain HTML form sent, as text (the last value of a repeated name). */
export type FormFields = Record<string, string>;

const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Lets the routes of the plugin this is called in read `application/x-www-form-urlencoded`
 * bodies: what a `<form method="post">` sends when the page's JavaScript has not (or never)
 * run (docs/decisions/0032-forms-that-work-without-javascript.md). Scoped to that plugin, so
 * the JSON API accepts JSON only, as before.
 */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const fields: FormFields = Object.create(null) as FormFields;
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] = value;
      done(null, fields);
    },
  );
}

export const FOREIGN_FORM_MESSAGE =
  'This form can only be sent from this site’s own pages. Go back, reload the page and try again.';

/**
 * A form post from one of our own pages, and not a page elsewhere making the visitor's browser
 * send it (cross-site request forgery: signing them in to someone else's account, signing them
 * out, reporting in their name). Browsers name the page's origin in `Origin` on every POST; one
 * without it must say `Sec-Fetch-Site: same-origin`. Anything else is refused.
 */
export function isSameSiteForm(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return trustedOrigins.includes(origin);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** The refusal of a foreign form: a short page that says why, never the form's effect. */
export function refuseForeignForm(reply: FastifyReply) {
  return reply
    .status(403)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(FOREIGN_FORM_MESSAGE);
}

const THIS_SITE = 'http://this-site.invalid';

/**
 * A path of this site to send the browser to, else `fallback`. Read as a browser reads a
 * `Location` (which drops tabs and line breaks and takes `\` for `/`), so `//host`, `/\host` or
 * `/<tab>/host` cannot lead to another site; the answer is the path as the URL parser wrote it.
 */
export function localPath(value: string | undefined, fallback: string): string {
  if (!value?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== THIS_SITE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** 303 See Other: the browser follows with a GET, so a reload never sends the form again. */
export function seeOther(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/** What the form routes read, for the API reference: plain forms, and JSON as the API's. */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

/** The answer of every form route: where the browser goes next, in `Location`. */
export const seeOtherResponse = {
  description: 'See Other: the browser follows `Location` with a GET (no body).',
  content: { 'text/plain': { schema: z.string() } },
};

/** The refusal of a form sent from another site: a sentence, not the API's error body. */
export const foreignFormResponse = {
  description: 'The form was not sent from this site’s pages (`Origin`): nothing was done.',
  content: { 'text/plain': { schema: z.string() } },
};
