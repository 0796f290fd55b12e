import {
  appRoutes,
  savedSearchQuerySchema,
  type OrganizationListItem,
  type OrganizationListQuery,
} from '@catalyst/shared';
import type { JobDefinition, JobLogger } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { OpenRolesService } from '../open-roles/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { alertDigestEmail, type DigestRole, type DigestSection } from './alert-digest-email.js';
import type {
  AlertsRepository,
  Cadence,
  ClaimedWindows,
  DigestRecipient,
} from './alerts.repository.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export const ALERT_DIGEST_JOB = 'alerts.digest';

/** What one alert shows of its news; the rest is a click away, on the directory. */
export const DIGEST_ITEMS_PER_ALERT = 10;
/** Hiring organizations a search's roles are looked for at, as its feed does. */
const HIRING_ORGANIZATIONS_MAX = 2000;
/** People read from the database at a time. */
const RECIPIENTS_PAGE = 200;

type SearchFilters = Pick<
  OrganizationListQuery,
  'q' | 'country' | 'categories' | 'hiring' | 'sort'
>;

export interface AlertDigestDeps {
  repository: AlertsRepository;
  organizations: Pick<
    OrganizationsService,
    'listPublished' | 'publishedAtOf' | 'hiringOrganizationIds'
  >;
  roles: Pick<OpenRolesService, 'latestListedOpen'>;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

const newerThan = (since: Date) => (at: Date | string) => new Date(at).getTime() > since.getTime();

/**
 * Mails each person, at most once a day and once per period of each alert, what is new since
 * their last digest of that period: organizations newly published that match a saved search,
 * and roles newly opened at those or at organizations they follow. Nothing new, no mail; the
 * window is spent either way. A digest that fails gives its windows back, and the run fails
 * once everyone else is served, so that the job's retry sends it. Answers what it did, for
 * the job's log.
 */
export function createAlertDigest(deps: AlertDigestDeps) {
  const { repository, organizations, roles } = deps;

  async function newOrganizations(filters: SearchFilters, since: Date) {
    const page = await organizations.listPublished({
      ...filters,
      sort: 'newest',
      cursor: undefined,
      limit: DIGEST_ITEMS_PER_ALERT,
    });
    const publishedAt = await organizations.publishedAtOf(page.items.map((item) => item.id));
    const isNew = newerThan(since);
    return page.items.filter((card): card is OrganizationListItem => {
      const at = publishedAt.get(card.id);
      return Boolean(at && isNew(at));
    });
  }

  async function newRolesAt(organizationIds: readonly string[] | undefined, since: Date) {
    const latest = await roles.latestListedOpen(DIGEST_ITEMS_PER_ALERT, organizationIds);
    const isNew = newerThan(since);
    return latest.filter((entry) => isNew(entry.role.createdAt));
  }

  async function newRolesMatching(filters: SearchFilters, since: Date) {
    const narrowed = Boolean(filters.q || filters.country || filters.categories?.length);
    const ids = narrowed
      ? await organizations.hiringOrganizationIds(filters, HIRING_ORGANIZATIONS_MAX)
      : undefined;
    return newRolesAt(ids, since);
  }

  /** The person's news, alert by alert; a role told once, under the first alert that finds it. */
  async function sectionsFor(userId: string, windows: ClaimedWindows, log: JobLogger) {
    const cadences = Object.keys(windows) as Cadence[];
    const alerts = await repository.alertsOf(userId, cadences);
    const told = new Set<string>();
    const unseen = (found: DigestRole[]) =>
      found.filter(({ role }) => !told.has(role.id) && told.add(role.id));
    const sections: DigestSection[] = [];
    for (const search of alerts.searches) {
      const since = windows[search.alerts]!;
      const parsed = savedSearchQuerySchema.safeParse(search.query);
      if (!parsed.success) continue;
      try {
        const organizationsFound = await newOrganizations(parsed.data, since);
        const rolesFound = unseen(await newRolesMatching(parsed.data, since));
        if (organizationsFound.length + rolesFound.length === 0) continue;
        sections.push({
          kind: 'search',
          title: search.name,
          link: `${appRoutes.home}${search.query ? `?${search.query}` : ''}`,
          organizations: organizationsFound,
          roles: rolesFound,
        });
      } catch (err) {
        // A category deleted since the search was saved: that search says nothing, the rest do.
        log.warn({ err, savedSearchId: search.id }, 'alert digest: a saved search could not run');
      }
    }
    if (alerts.follows) {
      const since = windows[alerts.follows.cadence]!;
      const rolesFound = unseen(await newRolesAt(alerts.follows.organizationIds, since));
      if (rolesFound.length > 0) {
        sections.push({
          kind: 'follows',
          title: 'Organizations you follow',
          link: appRoutes.dashboard,
          organizations: [],
          roles: rolesFound,
        });
      }
    }
    return sections;
  }

  /** Composes and sends one person's digest; false when there is nothing new to tell. */
  async function mailDigest(person: DigestRecipient, windows: ClaimedWindows, log: JobLogger) {
    const sections = await sectionsFor(person.userId, windows, log);
    if (sections.length === 0) return false;
    await deps.mailer.send(
      alertDigestEmail({
        to: person.email,
        name: person.name,
        sections,
        publicUrl: deps.publicUrl,
        productName: deps.productName,
        unsubscribeToken: unsubscribeToken(deps.secret, person.userId),
      }),
    );
    return true;
  }

  return async (now: Date, log: JobLogger) => {
    let people = 0;
    let mailed = 0;
    let failed = 0;
    let after = '';
    for (;;) {
      const due = await repository.dueRecipients(now, after, RECIPIENTS_PAGE);
      if (due.length === 0) break;
      after = due.at(-1)!.userId;
      for (const person of due) {
        const windows = await repository.claim(person.userId, person.cadences, now);
        if (Object.keys(windows).length === 0) continue;
        people += 1;
        try {
          if (await mailDigest(person, windows, log)) mailed += 1;
        } catch (err) {
          // Their windows go back for the job's retry; everyone else is still served now.
          failed += 1;
          log.error({ err, userId: person.userId }, 'alert digest: a digest failed');
          await repository.release(person.userId, windows, now);
        }
      }
    }
    if (failed > 0) {
      throw new Error(
        `alert digest: ${failed} of ${people} digests failed and wait for the retry (${mailed} mailed)`,
      );
    }
    return { people, mailed };
  };
}

/** The digests, daily at 06:00 UTC, once across every process and never two runs at once. */
export function alertDigestJob(
  digest: ReturnType<typeof createAlertDigest>,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: ALERT_DIGEST_JOB,
    schedule: '0 6 * * *',
    description:
      'Mails each person what is new for their saved searches and followed organizations, at most once per period.',
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 10 * 60,
    run: (_data, { log }) => digest(now(), log),
  };
}
