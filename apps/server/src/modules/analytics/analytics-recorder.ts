import { utcDay, type TrackedLink, type ViewSource } from '@catalyst/shared';
import { clientSource } from '../../lib/client-source.js';
import type { AnalyticsRepository } from './analytics.repository.js';
import { countOnce, type Sighting } from './count-once.js';
import { createDailySalts } from './daily-salts.js';

/** A profile page shown to someone (bots already left out by the caller). */
interface ViewEvent {
  organizationId: string;
  clientIp: string;
  /** The signed-in person (guests included); their own organizations' views are not counted. */
  userId: string | null;
}

/** The profile or a role page reached through the organization's embed or a feed entry. */
interface ReferredViewEvent extends ViewEvent {
  source: ViewSource;
}

interface ClickEvent {
  organizationId: string;
  link: TrackedLink;
  /** The role's id for an apply link, '' for the others. */
  target: string;
  clientIp: string;
  userId: string | null;
}

/** How often the buffer is written out. */
const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;
/**
 * The most events a process holds between flushes: a flood beyond it (far past what the
 * beacons' rate limit lets one client send) is dropped rather than let grow the memory.
 */
const ANALYTICS_BUFFER_LIMIT = 50_000;
/** How often ended beacon budgets are deleted. */
const BEACON_SWEEP_INTERVAL_MS = 60_000;

interface Pending {
  views: Array<ViewEvent & { day: string }>;
  clicks: Array<ClickEvent & { day: string }>;
  /** `day|client source|organizationId` → one appearance, however often it was shown. */
  appearances: Map<string, Sighting>;
  referrals: Array<ReferredViewEvent & { day: string }>;
  size: number;
}

const emptyPending = (): Pending => ({
  views: [],
  clicks: [],
  appearances: new Map(),
  referrals: [],
  size: 0,
});

interface AnalyticsRecorderLog {
  error(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/**
 * Counts in this process's memory and writes the counts out every few seconds, in a handful of
 * statements whatever the traffic: recording never adds a database write to the request that
 * reports it. A process that dies loses at most its last few seconds of counts, which analytics
 * can afford (nothing here is needed for correctness). `flush` also runs on shutdown.
 * Each thing counts once per client and day (see count-once.ts).
 */
export function createAnalyticsRecorder(deps: {
  repository: AnalyticsRepository;
  log: AnalyticsRecorderLog;
  now?: () => Date;
}) {
  const { repository, log } = deps;
  const now = deps.now ?? (() => new Date());
  const salts = createDailySalts(repository);
  let pending = emptyPending();
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let lastSweep = 0;

  function admit(): boolean {
    if (pending.size >= ANALYTICS_BUFFER_LIMIT) {
      dropped += 1;
      return false;
    }
    pending.size += 1;
    return true;
  }

  async function write(batch: Pending): Promise<void> {
    const appearances = [...batch.appearances.values()];
    const organizationIds = new Set<string>([
      ...batch.views.map((view) => view.organizationId),
      ...batch.clicks.map((click) => click.organizationId),
      ...appearances.map((appearance) => appearance.organizationId),
      ...batch.referrals.map((referral) => referral.organizationId),
    ]);
    const userIds = new Set(
      [...batch.views, ...batch.clicks, ...batch.referrals].flatMap((event) =>
        event.userId ? [event.userId] : [],
      ),
    );
    const [listed, memberships] = await Promise.all([
      repository.listedAmong([...organizationIds]),
      repository.membershipsAmong([...organizationIds], [...userIds]),
    ]);
    // Only listed profiles count, and an organization's own people are not its audience.
    const counts = (event: { organizationId: string; userId: string | null }) =>
      listed.has(event.organizationId) &&
      !(event.userId && memberships.has(`${event.organizationId}:${event.userId}`));

    const { firsts, countsFor } = await countOnce(
      {
        views: batch.views.filter(counts),
        clicks: batch.clicks.filter(counts),
        appearances: appearances.filter((appearance) => listed.has(appearance.organizationId)),
        referrals: batch.referrals.filter(counts),
      },
      salts.of,
    );
    await repository.writeBatch(firsts, countsFor);
  }

  /** Deletes the beacon budgets of ended windows, once a minute per process. */
  async function sweepBeaconBudgets(): Promise<void> {
    const at = now();
    if (at.getTime() - lastSweep < BEACON_SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    try {
      await repository.forgetEndedBeaconWindows(at);
    } catch (err) {
      log.error({ err }, 'analytics: ended beacon budgets could not be deleted');
    }
  }

  async function flushOnce(): Promise<void> {
    const batch = pending;
    pending = emptyPending();
    if (dropped > 0) {
      log.warn({ dropped }, 'analytics: events dropped, the buffer was full');
      dropped = 0;
    }
    await sweepBeaconBudgets();
    if (batch.size === 0) return;
    try {
      await write(batch);
    } catch (err) {
      // Counts are not worth retrying into a database in trouble: they are dropped, loudly.
      log.error({ err, events: batch.size }, 'analytics: a batch could not be written');
    }
  }

  return {
    view(event: ViewEvent): void {
      if (admit()) pending.views.push({ ...event, day: utcDay(now()) });
    },

    click(event: ClickEvent): void {
      if (admit()) pending.clicks.push({ ...event, day: utcDay(now()) });
    },

    /** A visit through the organization's embed or a feed entry, beside its view (if any). */
    referredView(event: ReferredViewEvent): void {
      if (admit()) pending.referrals.push({ ...event, day: utcDay(now()) });
    },

    /** The organizations whose cards the directory just showed this client. */
    appearances(organizationIds: readonly string[], clientIp: string): void {
      const day = utcDay(now());
      const source = clientSource(clientIp);
      for (const organizationId of organizationIds) {
        const key = `${day}|${source}|${organizationId}`;
        if (pending.appearances.has(key)) continue;
        if (!admit()) return;
        pending.appearances.set(key, { organizationId, clientIp, day });
      }
    },

    /** Writes what is held; flushes never overlap, and one asked for waits for the last. */
    flush(): Promise<void> {
      flushing = flushing.then(flushOnce);
      return flushing;
    },

    start(intervalMs = ANALYTICS_FLUSH_INTERVAL_MS): void {
      if (timer) return;
      timer = setInterval(() => void this.flush(), intervalMs);
      // A timer alone must not keep the process alive.
      timer.unref();
    },

    /** Stops the timer and writes out what is left (the app's shutdown). */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await this.flush();
    },

    /** Events held now (tests, and the measure that recording writes nothing per request). */
    pendingEvents(): number {
      return pending.size;
    },
  };
}

export type AnalyticsRecorder = ReturnType<typeof createAnalyticsRecorder>;
