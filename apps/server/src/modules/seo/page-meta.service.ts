import {
  formatPageTitle,
  isSlugShaped,
  isUuidShaped,
  matchAppRoute,
  moderationMessages,
  type OpenRole,
  openRoleMessages,
  type Organization,
  type OrganizationProfile,
  organizationMessages,
  pageMeta,
  paymentMessages,
  privateRouteKeys,
  routePath,
  type SiteConfig,
} from '@catalyst/shared';
import { jobPostingJsonLd, type OpenRolesService } from '../open-roles/index.js';
import type { OrganizationsService } from '../organizations/index.js';
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

type ResolvedPage =
  | {
      statusCode: number;
      head: PageHead;
      /**
       * A published profile as its API address answers a stranger: the page's render uses it
       * instead of reading the organization a second time.
       */
      profile?: OrganizationProfile;
      /** That profile's roles open today, as its roles address answers a stranger. */
      profileRoles?: OpenRole[];
    }
  /** The page lives at another path for good (301): an organization's id or former slug. */
  | { redirectTo: string };

/** A profile's one address: `/organizations/{slug}`. */
const profilePath = (slug: string) => routePath('organization', { orgId: slug });

/** Decides, for a page path, the HTTP status and what crawlers and link previews are told. */
export function createPageMetaService(deps: {
  site: SiteConfig;
  organizations: OrganizationsService;
  roles: Pick<OpenRolesService, 'getPublic' | 'listOpenOfListed'>;
}) {
  const { site, organizations, roles } = deps;
  // A path is appended to the site's address, not resolved against it: `//x` is a path on this
  // site (a request may ask for one), never another host. A full address (a logo's) stays.
  const absolute = (path: string) =>
    new URL(/^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${site.publicUrl}${path}`).toString();
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
              {
                feeds: [
                  { title: 'New organizations', href: absolute('/feeds/organizations.atom') },
                  { title: 'Open roles', href: absolute('/feeds/roles.atom') },
                ],
              },
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
            head: page(
              routePath(route.key, route.params),
              formatPageTitle(meta.title, site.productName),
              meta.description,
            ),
          };
        }
        case 'organization': {
          // The profile as a stranger sees it, through the same rules as the API (metadata
          // never depends on the viewer): by id, slug or former slug.
          const ref = route.params['orgId'] ?? '';
          const profile =
            isUuidShaped(ref) || isSlugShaped(ref)
              ? await organizations.getPublicProfile(ref)
              : ({ state: 'hidden' } as const);
          // Its id and the slugs it had before lead to its one address, for good. Only for
          // profiles that are or were public: a pending one's name stays unknown.
          const slug =
            profile.state === 'published'
              ? profile.organization.slug
              : profile.state === 'lapsed'
                ? profile.slug
                : undefined;
          if (slug !== undefined && slug !== ref) return { redirectTo: profilePath(slug) };
          if (profile.state === 'unavailable') {
            // Taken down by a moderator: gone while it is reviewed, with nothing of it shown.
            return {
              statusCode: 410,
              head: page(
                pathname,
                formatPageTitle(moderationMessages.unavailableTitle, site.productName),
                moderationMessages.unavailableBody,
                { noIndex: true },
              ),
            };
          }
          if (profile.state === 'lapsed') {
            // Gone for now rather than unknown: crawlers drop it, links keep a short answer.
            return {
              statusCode: 410,
              head: page(
                pathname,
                formatPageTitle(paymentMessages.notPublishedTitle, site.productName),
                profile.notice,
                { noIndex: true },
              ),
            };
          }
          if (profile.state !== 'published') {
            return {
              statusCode: 404,
              head: page(
                pathname,
                formatPageTitle(organizationMessages.notFoundTitle, site.productName),
                pageMeta.notFound.description,
                { noIndex: true },
              ),
            };
          }
          const { organization } = profile;
          const url = absolute(profilePath(organization.slug));
          return {
            statusCode: 200,
            head: {
              title: formatPageTitle(organization.name, site.productName),
              description: summarize(organization.description),
              canonicalUrl: url,
              ogType: 'profile',
              imageUrl: organization.logo ? absolute(organization.logo) : defaultImage,
              jsonLd: organizationJsonLd(organization, url),
              feeds: [
                {
                  title: `Open roles at ${organization.name}`,
                  href: `${url}/roles.atom`,
                },
              ],
            },
            profile: organization,
            profileRoles: await roles.listOpenOfListed(organization.id),
          };
        }
        case 'organizationRole': {
          // Only an open role of a listed organization has a page; it ends with its last day.
          const ref = route.params['orgId'] ?? '';
          const roleId = route.params['roleId'] ?? '';
          const found =
            isUuidShaped(ref) || isSlugShaped(ref) ? await roles.getPublic(ref, roleId) : undefined;
          if (!found) {
            return {
              statusCode: 404,
              head: page(
                pathname,
                formatPageTitle(openRoleMessages.notFound, site.productName),
                pageMeta.notFound.description,
                { noIndex: true },
              ),
            };
          }
          const { organization, role } = found;
          const path = routePath('organizationRole', { orgId: organization.slug, roleId: role.id });
          if (path !== pathname) return { redirectTo: path };
          const url = absolute(path);
          return {
            statusCode: 200,
            head: {
              title: formatPageTitle(`${role.title} at ${organization.name}`, site.productName),
              description: summarize(role.description),
              canonicalUrl: url,
              ogType: 'website',
              imageUrl: organization.logoUrl ? absolute(organization.logoUrl) : defaultImage,
              jsonLd: {
                ...jobPostingJsonLd(
                  role,
                  {
                    name: organization.name,
                    profileUrl: absolute(profilePath(organization.slug)),
                    websiteUrl: organization.websiteUrl,
                    logoUrl: organization.logoUrl ? absolute(organization.logoUrl) : null,
                    countryCode: organization.countryCode,
                    location: organization.location,
                  },
                  url,
                ),
              },
            },
          };
        }
        default: {
          const noIndex = privateRouteKeys.includes(route.key);
          return {
            statusCode: 200,
            // However the address was spelt (case, trailing slashes), the page's one address.
            head: page(
              routePath(route.key, route.params),
              `${site.productName} Profiles`,
              pageMeta.home.description,
              { noIndex },
            ),
          };
        }
      }
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
