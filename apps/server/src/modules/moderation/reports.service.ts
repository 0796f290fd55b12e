import {
  moderationMessages,
  organizationMessages,
  REPORT_GROUP_SAMPLE,
  type ReportGroup,
  type ReportReason,
  REPORTS_PER_CLIENT_PER_PROFILE_PER_DAY,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/calendar.js';
import { adminPage, adminPageWindow } from '../../lib/page-window.js';
import { publicWriteRefusal, type PublicWriteLimiter } from '../challenge/index.js';
import { adminActor, type ActingUser } from '../audit/index.js';
import { reporterKeyOf } from './reporter-key.js';
import type { ReportsRepository } from './reports.repository.js';

/** Who is reporting: where from, and the member's id when a member is signed in. */
interface ReportCaller {
  clientIp: string;
  /** A signed-in member (not a guest): their reports are theirs wherever they send them from. */
  memberId: string | null;
  /** The solved challenge, needed past the overall threshold of reports. */
  proofOfWork?: string | undefined;
}

interface ReportSubmission {
  reason: ReportReason;
  details?: string | undefined;
}

type OpenGroups = Awaited<ReturnType<ReportsRepository['openGroups']>>['groups'];

function toReportGroup(group: OpenGroups[number]): ReportGroup {
  const { organization } = group;
  return {
    organization: {
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      publicationStatus: organization.status,
      hidden: organization.hiddenAt !== null,
      ownerEmail: organization.ownerEmail,
    },
    openReports: group.openReports,
    reasons: Object.fromEntries(group.reasons.map((row) => [row.reason, row.count])),
    latestAt: group.latestAt.toISOString(),
    reports: group.reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      details: report.details,
      reporter: report.reporterUserId ? 'member' : 'visitor',
      createdAt: report.createdAt.toISOString(),
    })),
  };
}

/** One profile's reports in a digest: how many came, why, and how many are still open. */
export interface DigestEntry {
  organizationId: string;
  name: string;
  slug: string;
  reports: number;
  open: number;
  reasons: Partial<Record<ReportReason, number>>;
}

/**
 * Reports of public profiles by anyone (visitors, guests, members), within limits per client
 * (REPORTS_PER_CLIENT_PER_HOUR across profiles, one per profile a day) and overall; the
 * moderators' queue of them; their dismissal.
 */
export function createReportsService(deps: {
  repository: ReportsRepository;
  publicWrites: PublicWriteLimiter;
  /** Keys the reporters' hashes (the auth secret). */
  secret: string;
  now?: () => Date;
}) {
  const { repository, publicWrites, secret } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * A report of a listed profile. A hidden one is gone for the public (410); one that is
     * not listed (pending, lapsed) or unknown cannot be reported (404).
     */
    async submit(
      caller: ReportCaller,
      organizationId: string,
      input: ReportSubmission,
    ): Promise<{ received: true }> {
      const target = await repository.findTarget(organizationId);
      if (target?.hiddenAt) {
        throw new AppError('UNAVAILABLE', moderationMessages.unavailableTitle);
      }
      if (target?.status !== 'published') {
        throw new AppError('NOT_FOUND', organizationMessages.notFound(organizationId));
      }
      const at = now();
      const since = new Date(at.getTime() - DAY_MS);
      const report = {
        organizationId,
        reason: input.reason,
        details: input.details ?? null,
        reporterUserId: caller.memberId,
        reporterKey: reporterKeyOf(secret, caller.clientIp),
      };
      const perProfile = REPORTS_PER_CLIENT_PER_PROFILE_PER_DAY;
      const alreadySent = () => new AppError('CONFLICT', moderationMessages.reportAlreadySent);
      // A repeat is refused before the budgets are counted, so it costs no share of them; it
      // is checked again as the report is stored, for two sent at once.
      if ((await repository.countSentSince(report, since)) >= perProfile) throw alreadySent();
      const decision = await publicWrites.consumeForClientKey(
        'report',
        report.reporterKey,
        caller.proofOfWork,
      );
      if (!decision.allowed) throw publicWriteRefusal(decision, moderationMessages.reportTooMany);
      const stored = await repository.insertUnlessSentSince(report, since, perProfile);
      if (!stored) throw alreadySent();
      return { received: true };
    },

    /** The moderation queue: profiles with open reports, the most recently reported first. */
    async queue(page: number) {
      const { groups, total } = await repository.openGroups(
        adminPageWindow(page),
        REPORT_GROUP_SAMPLE,
      );
      return adminPage(groups.map(toReportGroup), total, page);
    },

    /** Closes a profile's open reports without acting on it: nothing was wrong. */
    async dismiss(
      admin: ActingUser,
      organizationId: string,
      reason: string,
    ): Promise<{ dismissed: number }> {
      const dismissed = await repository.dismissOpen(organizationId, admin.id, now(), (facts) => ({
        actor: adminActor(admin),
        action: 'reports.dismissed',
        target: { type: 'organization', id: organizationId, label: facts.name },
        reason,
        details: { dismissed: facts.dismissed },
      }));
      if (dismissed === undefined) {
        throw new AppError('NOT_FOUND', organizationMessages.notFound(organizationId));
      }
      return { dismissed };
    },

    /** What was reported in [from, to), per profile, the most reported first. */
    async digest(from: Date, to: Date): Promise<DigestEntry[]> {
      const byProfile = new Map<string, DigestEntry>();
      for (const row of await repository.createdBetween(from, to)) {
        const entry = byProfile.get(row.organizationId) ?? {
          organizationId: row.organizationId,
          name: row.name,
          slug: row.slug,
          reports: 0,
          open: 0,
          reasons: {},
        };
        entry.reports += row.count;
        entry.open += row.open;
        entry.reasons[row.reason] = row.count;
        byProfile.set(row.organizationId, entry);
      }
      return [...byProfile.values()].sort(
        (a, b) => b.reports - a.reports || a.name.localeCompare(b.name),
      );
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
