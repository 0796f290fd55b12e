import { Feed } from 'feed';
import {
  employmentTypeLabels,
  routePath,
  salaryPeriodLabels,
  workplaceLabels,
  type OpenRole,
  type OrganizationListItem,
  withViewSource,
} from '@catalyst/shared';
import { escapeHtml } from '../../lib/html-escape.js';

/** An entry's organization, as feeds name and link it. */
interface FeedOrganization {
  slug: string;
  name: string;
}

export interface FeedRole {
  role: OpenRole;
  organization: FeedOrganization;
}

export interface AtomContext {
  /** The site's public origin, e.g. https://profiles.example.org. */
  publicUrl: string;
  productName: string;
}

/** A feed's own facts: where it lives, what it is, the page it mirrors. */
interface FeedHead {
  /** The feed's own path and query, e.g. `/feeds/roles.atom?country=KE`. */
  selfPath: string;
  /** The page a reader opens for the same list. */
  pagePath: string;
  title: string;
  subtitle: string;
}

/** Whole numbers grouped by thousands, as the site prints pay ('40,000'). */
const grouped = (value: number) => value.toLocaleString('en');

/** A role's facts in one line: kind, workplace, place and pay. */
export function roleFacts(role: OpenRole): string {
  const pay =
    role.salaryMin === role.salaryMax
      ? `${role.salaryCurrency} ${grouped(role.salaryMin)}`
      : `${role.salaryCurrency} ${grouped(role.salaryMin)}–${grouped(role.salaryMax)}`;
  return [
    employmentTypeLabels[role.employmentType],
    workplaceLabels[role.workplace],
    ...(role.location ? [role.location] : []),
    `${pay} ${salaryPeriodLabels[role.salaryPeriod]}`,
  ].join(' · ');
}

/**
 * Atom 1.0 (RFC 4287). An entry's id is a URN of the thing it announces, so a reader that
 * saw it once never shows it again as new, whatever its address becomes; the feed is updated
 * when its newest entry is, and at its build time when it has none.
 */
function atomFeed(
  context: AtomContext,
  head: FeedHead,
  entries: Array<{
    id: string;
    title: string;
    link: string;
    updated: Date;
    published: Date;
    summary: string;
  }>,
  emptyUpdated: Date,
): string {
  const absolute = (path: string) => `${context.publicUrl}${path}`;
  const feed = new Feed({
    id: absolute(head.selfPath),
    title: head.title,
    description: head.subtitle,
    link: absolute(head.pagePath),
    feedLinks: { atom: absolute(head.selfPath) },
    updated:
      entries.reduce<Date | undefined>(
        (newest, entry) => (!newest || entry.updated > newest ? entry.updated : newest),
        undefined,
      ) ?? emptyUpdated,
    author: { name: `${context.productName} Profiles`, link: context.publicUrl },
    generator: false,
    copyright: `${context.productName} Profiles`,
  });
  for (const entry of entries) {
    // The library marks an entry's title and summary as HTML: people's text is escaped so a
    // reader shows it as written, and nothing in it can end the CDATA section it goes into.
    feed.addItem({
      id: entry.id,
      title: escapeHtml(entry.title),
      // Marked, so the owner's analytics count the visits a feed brings; the id, which readers
      // know the entry by, stays the thing's own URN.
      link: absolute(withViewSource(entry.link, 'feed')),
      date: entry.updated,
      published: entry.published,
      description: escapeHtml(entry.summary),
    });
  }
  return feed.atom1();
}

export function rolesFeed(
  context: AtomContext,
  head: FeedHead,
  roles: readonly FeedRole[],
  options: { withOrganization: boolean; builtAt: Date },
): string {
  return atomFeed(
    context,
    head,
    roles.map(({ role, organization }) => ({
      id: `urn:uuid:${role.id}`,
      title: options.withOrganization ? `${role.title} at ${organization.name}` : role.title,
      link: routePath('organizationRole', { orgId: organization.slug, roleId: role.id }),
      updated: new Date(role.updatedAt),
      published: new Date(role.createdAt),
      summary: roleFacts(role),
    })),
    options.builtAt,
  );
}

export function organizationsFeed(
  context: AtomContext,
  head: FeedHead,
  organizations: ReadonlyArray<{ card: OrganizationListItem; publishedAt: Date }>,
  builtAt: Date,
): string {
  return atomFeed(
    context,
    head,
    organizations.map(({ card, publishedAt }) => ({
      id: `urn:uuid:${card.id}`,
      title: card.name,
      link: routePath('organization', { orgId: card.slug }),
      // Announced once, when it was published: edits since are not news in this feed.
      updated: publishedAt,
      published: publishedAt,
      summary: card.description,
    })),
    builtAt,
  );
}
