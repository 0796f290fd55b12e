import {
  formatPageTitle,
  matchAppRoute,
  messages,
  pageMeta,
  privateRouteKeys,
  type Organization,
  type SiteConfig,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import type { OrganizationsService } from '../organizations/organizations.service.js';
import type { PageHead } from './html-head.js';

const DESCRIPTION_MAX = 160;

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** schema.org Organization for rich results and link previews. */
function organizationJsonLd(organization: Organization, url: string) {
  const sameAs = [organization.linkedinUrl, organization.twitterUrl, organization.blogUrl].filter(
    (link): link is string => Boolean(link),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    description: organization.description,
    url: organization.websiteUrl ?? url,
    mainEntityOfPage: url,
    ...(organization.logo ? { logo: organization.logo } : {}),
    ...(organization.foundedYear ? { foundingDate: String(organization.foundedYear) } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: organization.country,
      ...(organization.location ? { addressLocality: organization.location } : {}),
    },
  };
}

export interface ResolvedPage {
  statusCode: number;
  head: PageHead;
}

/** Decides, for a page path, the HTTP status and what crawlers and link previews are told. */
export function createPageMetaService(deps: {
  site: SiteConfig;
  organizations: OrganizationsService;
}) {
  const { site, organizations } = deps;
  const absolute = (path: string) => new URL(path, `${site.publicUrl}/`).toString();
  const defaultImage = absolute('/og-image.jpg');

  const page = (path: string, title: string, description: string, extra: Partial<PageHead> = {}) =>
    ({
      title,
      description,
      canonicalUrl: absolute(path),
      ogType: 'website',
      imageUrl: defaultImage,
      ...extra,
    }) satisfies PageHead;

  /**
   * The profile as a stranger sees it, through the same rule as the API (metadata never
   * depends on the viewer): the organization, a lapsed one's short notice, or nothing.
   */
  const publicView = async (
    id: string,
  ): Promise<{ organization?: Organization; notPublished?: string } | undefined> => {
    try {
      return { organization: await organizations.getVisible(id, () => Promise.resolve(undefined)) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_PUBLISHED') {
        return { notPublished: error.message };
      }
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    }
  };

  const notFound = (path: string): ResolvedPage => ({
    statusCode: 404,
    head: page(
      path,
      formatPageTitle(pageMeta.notFound.title, site.productName),
      pageMeta.notFound.description,
      { noIndex: true },
    ),
  });

  return {
    async resolve(pathname: string): Promise<ResolvedPage> {
      const route = matchAppRoute(pathname);
      if (!route) return notFound(pathname);

      switch (route.key) {
        case 'home':
          return {
            statusCode: 200,
            head: page(
              '/',
              formatPageTitle(pageMeta.home.title, site.productName),
              pageMeta.home.description,
            ),
          };
        case 'about':
        case 'contact':
        case 'privacy':
        case 'faq':
        case 'login':
        case 'signup': {
          const meta = pageMeta[route.key];
          return {
            statusCode: 200,
            head: page(pathname, formatPageTitle(meta.title, site.productName), meta.description),
          };
        }
        case 'organization': {
          const id = route.params['orgId'] ?? '';
          const visible = /^[0-9a-f-]{36}$/i.test(id) ? await publicView(id) : undefined;
          if (visible?.notPublished !== undefined) {
            // Gone for now rather than unknown: crawlers drop it, links keep a short answer.
            return {
              statusCode: 410,
              head: page(
                pathname,
                formatPageTitle(messages.payments.notPublishedTitle, site.productName),
                visible.notPublished,
                { noIndex: true },
              ),
            };
          }
          const organization = visible?.organization;
          if (!organization) {
            return {
              statusCode: 404,
              head: page(
                pathname,
                formatPageTitle(messages.organization.notFoundTitle, site.productName),
                pageMeta.notFound.description,
                { noIndex: true },
              ),
            };
          }
          const url = absolute(`/organizations/${organization.id}`);
          return {
            statusCode: 200,
            head: {
              title: formatPageTitle(organization.name, site.productName),
              description: summarize(organization.description),
              canonicalUrl: url,
              ogType: 'profile',
              imageUrl: organization.logo ? absolute(organization.logo) : defaultImage,
              jsonLd: organizationJsonLd(organization, url),
            },
          };
        }
        default: {
          const noIndex = privateRouteKeys.includes(route.key);
          return {
            statusCode: 200,
            head: page(pathname, `${site.productName} Profiles`, pageMeta.home.description, {
              noIndex,
            }),
          };
        }
      }
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
