import type { TrackedLink, ViewSource } from '@catalyst/shared';
import type {
  DailyClicksDelta,
  DailyFirsts,
  DailyStatsDelta,
  NewFirsts,
} from './analytics.repository.js';
import { eventHash, visitorHash } from './visitor-hash.js';

/** Something a client did or was shown on a profile, on a day. */
export interface Sighting {
  organizationId: string;
  clientIp: string;
  day: string;
}

type EventCount =
  | { kind: 'click'; delta: Omit<DailyClicksDelta, 'clicks'> }
  | { kind: 'appearance'; organizationId: string; day: string }
  | { kind: 'referral'; organizationId: string; day: string; source: ViewSource };

/** The stats column each source's views add to. */
const referralColumn = {
  embed: 'embedViews',
  feed: 'feedViews',
} as const satisfies Record<ViewSource, keyof DailyStatsDelta>;

/**
 * Each thing counts once per client and day: a view per profile (one visitor), a click per link
 * (per role for apply links), an appearance per organization shown, a visit through the
 * organization's embed or a feed per source (profile and role pages together). A batch's events
 * become salted hashes of (client source, profile, what); the database keeps the day's hashes, and
 * `countsFor` counts only the ones it did not have yet, so no batch or process counts one twice.
 * Events must already be the ones that count (listed profiles, not the organization's people).
 */
export async function countOnce(
  batch: {
    views: readonly Sighting[];
    clicks: ReadonlyArray<Sighting & { link: TrackedLink; target: string }>;
    appearances: readonly Sighting[];
    referrals: ReadonlyArray<Sighting & { source: ViewSource }>;
  },
  saltOf: (day: string) => Promise<string>,
): Promise<{
  firsts: DailyFirsts;
  countsFor: (fresh: NewFirsts) => { stats: DailyStatsDelta[]; clicks: DailyClicksDelta[] };
}> {
  const visitors = new Map<string, { day: string; visitorHash: string; organizationId: string }>();
  for (const view of batch.views) {
    const hash = visitorHash({ salt: await saltOf(view.day), ...view });
    visitors.set(`${view.day}:${hash}`, {
      day: view.day,
      visitorHash: hash,
      organizationId: view.organizationId,
    });
  }

  const events = new Map<string, { day: string; eventHash: string; counts: EventCount }>();
  for (const click of batch.clicks) {
    const { organizationId, day, link, target } = click;
    const event = `click\n${link}\n${target}`;
    const hash = eventHash({ salt: await saltOf(day), ...click, event });
    events.set(`${day}:${hash}`, {
      day,
      eventHash: hash,
      counts: { kind: 'click', delta: { organizationId, day, link, target } },
    });
  }
  for (const appearance of batch.appearances) {
    const { organizationId, day } = appearance;
    const hash = eventHash({ salt: await saltOf(day), ...appearance, event: 'appearance' });
    events.set(`${day}:${hash}`, {
      day,
      eventHash: hash,
      counts: { kind: 'appearance', organizationId, day },
    });
  }

  for (const referral of batch.referrals) {
    const { organizationId, day, source } = referral;
    const event = `referred-view\n${source}`;
    const hash = eventHash({ salt: await saltOf(day), ...referral, event });
    events.set(`${day}:${hash}`, {
      day,
      eventHash: hash,
      counts: { kind: 'referral', organizationId, day, source },
    });
  }

  const countsFor = (fresh: NewFirsts) => {
    const stats = new Map<string, DailyStatsDelta>();
    const statsOf = (organizationId: string, day: string) => {
      const key = `${organizationId}|${day}`;
      let row = stats.get(key);
      if (!row) {
        row = {
          organizationId,
          day,
          views: 0,
          visitors: 0,
          appearances: 0,
          embedViews: 0,
          feedViews: 0,
        };
        stats.set(key, row);
      }
      return row;
    };
    // A view counts once per visitor and day, so each new visitor is one view and one visitor.
    for (const [key, visitor] of visitors) {
      if (!fresh.visitors.has(key)) continue;
      const row = statsOf(visitor.organizationId, visitor.day);
      row.views += 1;
      row.visitors += 1;
    }
    const clicks = new Map<string, DailyClicksDelta>();
    for (const [key, { counts }] of events) {
      if (!fresh.events.has(key)) continue;
      if (counts.kind === 'appearance') {
        statsOf(counts.organizationId, counts.day).appearances += 1;
        continue;
      }
      if (counts.kind === 'referral') {
        statsOf(counts.organizationId, counts.day)[referralColumn[counts.source]] += 1;
        continue;
      }
      const { organizationId, day, link, target } = counts.delta;
      const clickKey = `${organizationId}|${day}|${link}|${target}`;
      const row = clicks.get(clickKey) ?? { ...counts.delta, clicks: 0 };
      row.clicks += 1;
      clicks.set(clickKey, row);
    }
    return { stats: [...stats.values()], clicks: [...clicks.values()] };
  };

  return {
    firsts: {
      visitors: [...visitors.values()].map(({ day, visitorHash: hash }) => ({
        day,
        visitorHash: hash,
      })),
      events: [...events.values()].map(({ day, eventHash: hash }) => ({ day, eventHash: hash })),
    },
    countsFor,
  };
}
