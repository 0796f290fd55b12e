/**
 * After every edit that returned, reads the pages it changed through the front door until
 * they show it. A read sent after the edit returned that still shows an older revision is
 * stale: within the purge's window (the contract gives instances a second to purge) it is
 * counted apart, past it it is a failure. Edits of one organization never overlap (the load
 * generator serializes them), so the newest edit that returned is what every later read
 * must show.
 */
import type { Owner } from '../stack/owners.js';
import { changedPages, readPage } from '../stack/page-reads.js';

export interface StaleRead {
  path: string;
  /** What the read showed and what it should have. */
  shown: number;
  expected: number;
  /** How long after the edit returned the read was sent. */
  sentAfterMs: number;
}

export interface CheckerCounts {
  reads: number;
  staleWithinWindow: number;
  staleBeyondWindow: number;
  failedReads: number;
}

const RETRY_MS = 100;

export class StalenessChecker {
  private readonly committed = new Map<string, { revision: number; returnedAt: number }>();
  private readonly running = new Map<string, Promise<void>>();
  /** No new checks start; those under way finish their edit. */
  private stopped = false;
  /** Checks under way give up too (the run is over). */
  private abandoned = false;
  /** Reads and their verdicts, by the minute of the run they were sent in. */
  readonly byMinute = new Map<number, CheckerCounts>();
  /** The first 100 stale reads past the window, to look into. */
  readonly lateStaleReads: StaleRead[] = [];
  readonly failures: string[] = [];
  /** Milliseconds from an edit's answer to both pages showing it (or a newer one). */
  readonly visibleAfterMs: number[] = [];

  constructor(
    private readonly frontUrl: string,
    private readonly windowMs: number,
    private readonly minuteOf: (at: number) => number,
  ) {}

  private counts(at: number): CheckerCounts {
    const minute = this.minuteOf(at);
    let counts = this.byMinute.get(minute);
    if (!counts) {
      counts = { reads: 0, staleWithinWindow: 0, staleBeyondWindow: 0, failedReads: 0 };
      this.byMinute.set(minute, counts);
    }
    return counts;
  }

  /** An edit of `owner`'s organization to `revision` returned 2xx at `returnedAt`. */
  editReturned(owner: Owner, revision: number, returnedAt: number): void {
    const known = this.committed.get(owner.organizationId);
    if (!known || revision > known.revision) {
      this.committed.set(owner.organizationId, { revision, returnedAt });
    }
    if (this.stopped || this.running.has(owner.organizationId)) return;
    const chain = this.check(owner).finally(() => this.running.delete(owner.organizationId));
    this.running.set(owner.organizationId, chain);
  }

  private async check(owner: Owner): Promise<void> {
    const pages = changedPages(owner.slug);
    let verified = 0;
    while (!this.abandoned) {
      const target = this.committed.get(owner.organizationId)!;
      if (target.revision <= verified) return;
      const reads = await Promise.all(
        pages.map((page) =>
          readPage(this.frontUrl, page).catch((error: unknown) => {
            this.failures.push(`GET ${page.path}: ${String(error)}`);
            return undefined;
          }),
        ),
      );
      let fresh = true;
      for (const read of reads) {
        if (!read) {
          this.counts(performance.now()).failedReads += 1;
          fresh = false;
          continue;
        }
        const counts = this.counts(read.sentAt);
        counts.reads += 1;
        if (read.status !== 200) {
          counts.failedReads += 1;
          this.failures.push(`GET ${read.path} answered ${read.status}`);
          fresh = false;
          continue;
        }
        if (read.revision >= target.revision) continue;
        fresh = false;
        const sentAfterMs = read.sentAt - target.returnedAt;
        if (sentAfterMs < this.windowMs) {
          counts.staleWithinWindow += 1;
        } else {
          counts.staleBeyondWindow += 1;
          if (this.lateStaleReads.length < 100)
            this.lateStaleReads.push({
              path: read.path,
              shown: read.revision,
              expected: target.revision,
              sentAfterMs: Math.round(sentAfterMs),
            });
        }
      }
      if (fresh) {
        verified = target.revision;
        this.visibleAfterMs.push(performance.now() - target.returnedAt);
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /**
   * Starts no more checks and waits (at most `timeoutMs`) for those under way to see their
   * edit; answers whether they all did.
   */
  async stop(timeoutMs = 10_000): Promise<boolean> {
    this.stopped = true;
    const finished = await Promise.race([
      Promise.all(this.running.values()).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
    ]);
    this.abandoned = true;
    return finished;
  }

  /** Checks edits again (after a ramp step's stop). */
  resume(): void {
    this.stopped = false;
    this.abandoned = false;
  }
}
