import { utcDay, type TrackedLink } from '@catalyst/shared';
import type {
  AnalyticsRepository,
  DailyClicksDelta,
  DailyStatsDelta,
} from './analytics.repository.js';
import { visitorHash } from './visitor-hash.js';

/** A profile page shown to someone (bots already left out by the caller). */
export interface ViewEvent {
  organizationId: string;
  clientIp: string;
  userAgent: string;
  /** The signed-in person (guests included); their own organizations' views are not counted. */
  userId: string | null;
}

export interface ClickEvent {
  organizationId: string;
  link: TrackedLink;
  /** The role's id for an apply link, '' for the others. */
  target: string;
  userId: string | null;
}

/** How often the buffer is written out. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;
/**
 * The most events a process holds between flushes: a flood beyond it (far past what the
 * beacons' rate limit lets one client send) is dropped rather than let grow the memory.
 */
export const ANALYTICS_BUFFER_LIMIT = 50_000;

interface Pending {
  views: Array<ViewEvent & { day: string }>;
  clicks: Array<ClickEvent & { day: string }>;
  /** `organizationId|day` → appearances in the directory's answers. */
  appearances: Map<string, number>;
  size: number;
}

const emptyPending = (): Pending => ({ views: [], clicks: [], appearances: new Map(), size: 0 });

export interface AnalyticsRecorderLog {
  error(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/**
 * Counts in this process's memory and writes the counts out every few seconds, in a handful of
 * statements whatever the traffic: recording never adds a database write to the request that
 * reports it. A process that dies loses at most its last few seconds of counts, which analytics
 * can afford (nothing here is needed for correctness). `flush` also runs on shutdown.
 */
export function createAnalyticsRecorder(deps: {
  repository: AnalyticsRepository;
  log: AnalyticsRecorderLog;
  now?: () => Date;
}) {
  const { repository, log } = deps;
  const now = deps.now ?? (() => new Date());
  let pending = emptyPending();
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  const salts = new Map<string, Promise<string>>();

  function admit(): boolean {
    if (pending.size >= ANALYTICS_BUFFER_LIMIT) {
      dropped += 1;
      return false;
    }
    pending.size += 1;
    return true;
  }

  /** The day's salt, read once per process and day. */
  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = repository.saltOf(day);
      salt.catch(() => salts.delete(day));
      // Only today's and yesterday's salts are ever needed again.
      if (salts.size > 2) salts.delete(salts.keys().next().value!);
      salts.set(day, salt);
    }
    return salt;
  }

  async function write(batch: Pending): Promise<void> {
    const organizationIds = new Set<string>([
      ...batch.views.map((view) => view.organizationId),
      ...batch.clicks.map((click) => click.organizationId),
      ...[...batch.appearances.keys()].map((key) => key.split('|')[0]!),
    ]);
    const userIds = new Set(
      [...batch.views, ...batch.clicks].flatMap((event) => (event.userId ? [event.userId] : [])),
    );
    const [listed, memberships] = await Promise.all([
      repository.listedAmong([...organizationIds]),
      repository.membershipsAmong([...organizationIds], [...userIds]),
    ]);
    // Only listed profiles count, and an organization's own people are not its audience.
    const counts = (event: { organizationId: string; userId: string | null }) =>
      listed.has(event.organizationId) &&
      !(event.userId && memberships.has(`${event.organizationId}:${event.userId}`));

    const visitors = new Map<
      string,
      { day: string; visitorHash: string; organizationId: string }
    >();
    for (const view of batch.views.filter(counts)) {
      const hash = visitorHash({ salt: await saltOf(view.day), ...view });
      visitors.set(`${view.day}:${hash}`, {
        day: view.day,
        visitorHash: hash,
        organizationId: view.organizationId,
      });
    }

    const clicks = new Map<string, DailyClicksDelta>();
    for (const click of batch.clicks.filter(counts)) {
      const key = `${click.organizationId}|${click.day}|${click.link}|${click.target}`;
      const row = clicks.get(key) ?? { ...click, clicks: 0 };
      row.clicks += 1;
      clicks.set(key, row);
    }

    const statsFor = (newHashes: ReadonlySet<string>): DailyStatsDelta[] => {
      const stats = new Map<string, DailyStatsDelta>();
      const rowOf = (organizationId: string, day: string) => {
        const key = `${organizationId}|${day}`;
        let row = stats.get(key);
        if (!row) {
          row = { organizationId, day, views: 0, visitors: 0, appearances: 0 };
          stats.set(key, row);
        }
        return row;
      };
      // A view counts once per visitor and day, so each new visitor is one view and one visitor.
      for (const [key, visitor] of visitors) {
        if (!newHashes.has(key)) continue;
        const row = rowOf(visitor.organizationId, visitor.day);
        row.views += 1;
        row.visitors += 1;
      }
      for (const [key, appearances] of batch.appearances) {
        const [organizationId = '', day = ''] = key.split('|');
        if (listed.has(organizationId)) rowOf(organizationId, day).appearances += appearances;
      }
      return [...stats.values()];
    };

    await repository.writeBatch(
      [...visitors.values()].map(({ day, visitorHash: hash }) => ({ day, visitorHash: hash })),
      statsFor,
      [...clicks.values()].map(({ organizationId, day, link, target, clicks: count }) => ({
        organizationId,
        day,
        link,
        target,
        clicks: count,
      })),
    );
  }

  async function flushOnce(): Promise<void> {
    const batch = pending;
    pending = emptyPending();
    if (dropped > 0) {
      log.warn({ dropped }, 'analytics: events dropped, the buffer was full');
      dropped = 0;
    }
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

    /** The organizations whose cards the directory just showed, once each. */
    appearances(organizationIds: readonly string[]): void {
      const day = utcDay(now());
      for (const organizationId of new Set(organizationIds)) {
        if (!admit()) return;
        const key = `${organizationId}|${day}`;
        pending.appearances.set(key, (pending.appearances.get(key) ?? 0) + 1);
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
