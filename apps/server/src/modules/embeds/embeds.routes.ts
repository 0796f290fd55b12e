import { EMBED_LANGUAGES, EMBED_THEMES, organizationRefSchema } from '@catalyst/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/html-escape.js';
import { markPublic, organizationKey } from '../../lib/public-cache/http-caching.js';
import type { OpenRolesService } from '../open-roles/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { profileBadge } from './badge.js';
import { renderEmbedPage } from './embed-page.js';
import { embedText } from './embed-text.js';

/**
 * Headers for what other sites show: any page may frame the embed and load the badge
 * (`frame-ancestors *`, a cross-origin resource policy, no X-Frame-Options), and neither may
 * run script, load anything, or send a form anywhere.
 */
function embeddableHelmet(style: string) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [style],
        imgSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ['*'],
      },
    },
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

const htmlAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

const movedAnswer = {
  description: 'Moved Permanently: the same at the organization’s current address (`Location`).',
  content: { 'text/plain': { schema: z.string() } },
};

export async function embedsRoutes(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    productName: string;
    organizations: Pick<OrganizationsService, 'getVisible'>;
    roles: Pick<OpenRolesService, 'list'>;
  },
): Promise<void> {
  const { publicUrl, productName, organizations, roles } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The listed organization at `ref`; undefined once a redirect or a refusal was sent. */
  async function listedOrganization(
    ref: string,
    reply: FastifyReply,
    movedTo: (slug: string) => string,
  ) {
    try {
      const { organization } = await organizations.getVisible(ref, async () => undefined);
      if (organization.slug === ref) return organization;
      await reply.redirect(movedTo(organization.slug), 301);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A frame shows a sentence, not the API's error body; nothing cached: it may come back.
      await reply
        .status(error.statusCode)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(productName)} Profiles</title><p>${escapeHtml(`This organization is not on ${productName} Profiles.`)}</p></html>`,
        );
    }
    return undefined;
  }

  routes.get(
    '/embed/organizations/:slug/roles',
    {
      // The stylesheet's hash is set per answer (its theme); the rest is fixed here.
      helmet: embeddableHelmet("'unsafe-inline'"),
      schema: {
        operationId: 'getRolesEmbed',
        summary: 'An organization’s open roles, for an iframe on its own site',
        description: `A small page of the roles open today, made to be framed by any site (\`frame-ancestors *\`): no script, no cookies read or set, its links opening a new tab. \`theme\`: ${EMBED_THEMES.join(', ')} (auto follows the visitor’s setting); \`lang\`: ${EMBED_LANGUAGES.join(', ')}. A former address answers 301; an organization not listed, 404 or 410.`,
        tags: ['Embeds'],
        params: z.object({ slug: organizationRefSchema }),
        querystring: z.object({
          theme: z.enum(EMBED_THEMES).default('auto'),
          lang: z.enum(EMBED_LANGUAGES).default('en'),
        }),
        response: {
          200: htmlAnswer('The roles, as a page to frame.'),
          301: movedAnswer,
          404: htmlAnswer('Not listed: a sentence saying so.'),
          410: htmlAnswer('Lapsed or hidden: a sentence saying so.'),
        },
      },
    },
    async (request, reply) => {
      const { theme, lang } = request.query;
      // The query as it was asked, not with its defaults filled in.
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const organization = await listedOrganization(
        request.params.slug,
        reply,
        (slug) => `/embed/organizations/${slug}/roles${search}`,
      );
      if (!organization) return reply;
      const { roles: open } = await roles.list(organization.id, async () => undefined);
      const { html, styleHash } = renderEmbedPage({
        organization,
        roles: open,
        language: lang,
        text: embedText[lang],
        theme,
        publicUrl,
        productName,
      });
      markPublic(reply, [organizationKey(organization.id)]);
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; style-src '${styleHash}'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *`,
        )
        .header('content-language', lang)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  routes.get(
    '/badges/:slug.svg',
    {
      helmet: embeddableHelmet("'unsafe-inline'"),
      schema: {
        operationId: 'getProfileBadge',
        summary: 'An organization’s badge, for its own site',
        description: `An SVG image: 'Verified on ${productName}' when the organization proved it controls its website, else its name. Any site may show it. A former address answers 301; an organization not listed, 404 or 410.`,
        tags: ['Embeds'],
        params: z.object({ slug: organizationRefSchema }),
        response: {
          200: {
            description: 'The badge.',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
          301: movedAnswer,
          404: htmlAnswer('Not listed: a sentence saying so.'),
          410: htmlAnswer('Lapsed or hidden: a sentence saying so.'),
        },
      },
    },
    async (request, reply) => {
      const organization = await listedOrganization(
        request.params.slug,
        reply,
        (slug) => `/badges/${slug}.svg`,
      );
      if (!organization) return reply;
      markPublic(reply, [organizationKey(organization.id)]);
      return reply.type('image/svg+xml; charset=utf-8').send(
        profileBadge({
          productName,
          organizationName: organization.name,
          websiteVerified: organization.websiteVerified !== null,
        }),
      );
    },
  );
}
