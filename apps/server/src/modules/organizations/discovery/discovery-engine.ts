import { DiscoveryIndex, IndexStateError, type DiscoveryTaxonomy } from './discovery-index.js';
import {
  createSnapshotDecoder,
  encodeSnapshot,
  snapshotFingerprint,
  SnapshotError,
} from './discovery-snapshot.js';
import type { DiscoverySnapshotStore } from './discovery-snapshots.repository.js';
import type { DiscoveryRepository } from './discovery.repository.js';
import { createPacer, type Pacer } from './pacer.js';

/** Rows read per round trip while building. */
const BUILD_BATCH = 5000;
/** Changes read per round trip while catching up. */
const CHANGES_BATCH = 5000;
/** Changed documents applied at once, between pauses (about 25 ms at a million documents). */
const APPLY_PART = 250;
/** Past this share of documents added since the build, a fresh build compacts the index. */
const REBUILD_TAIL_SHARE = 0.2;
/** A backlog this large is cheaper to rebuild over than to apply change by change. */
const REBUILD_BACKLOG = 50_000;
/**
 * Below this many organizations a build takes a second or less: no snapshot is written
 * (one found is still read).
 */
const SNAPSHOT_FROM_ORGANIZATIONS = 20_000;
/**
 * A snapshot this many changes behind is refreshed (catching up 10,000 changes at a restart
 * takes about a second); an older one with any change after it is too, within a day, so a
 * snapshot is never older than the change log it catches up through.
 */
const SNAPSHOT_REFRESH_CHANGES = 10_000;
const SNAPSHOT_REFRESH_AGE_MS = 24 * 60 * 60 * 1000;
/** A first build that failed (the database away) is tried again after this. */
const RETRY_MS = 5_000;

interface DiscoveryEngineLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

type Source = 'snapshot' | 'database';

/** What the engine tells of its index (read by the metrics and the readiness probe). */
export interface DiscoveryStatus {
  /** The discovery version the index is at; null until it is first ready. */
  indexVersion: number | null;
  /** The last time an index was made: how long it took, and from what. */
  lastBuild: { seconds: number; source: Source; finishedAt: Date } | null;
  /** Published organizations the index holds. */
  organizations: number;
}

interface Built {
  index: DiscoveryIndex;
  version: number;
  fingerprint: string;
}

/**
 * Owns this process's discovery index: brings it up at start (from the newest snapshot
 * caught up through the change log, else from the database), brings it up to a version of
 * the database when asked (applying the logged changes since the version it holds), and
 * rebuilds it when it cannot catch up change by change (a gap in the log, a long backlog) or
 * when the tail of later additions has grown large. Builds are paced, so the process keeps
 * answering meanwhile (docs/decisions/0040-discovery-index-snapshots.md).
 */
export function createDiscoveryEngine(deps: {
  repository: DiscoveryRepository;
  /** Where snapshots are read and written; without it, every start builds. */
  snapshots?: DiscoverySnapshotStore;
  log?: DiscoveryEngineLog;
  /** Organizations from which a built index is written as a snapshot. */
  snapshotFromOrganizations?: number;
  /** Changes behind after which the scheduled job writes a fresh snapshot. */
  snapshotRefreshChanges?: number;
  /** How long paced work runs between yields (pacer.ts). */
  sliceMs?: number;
}) {
  const { repository, snapshots, log } = deps;
  const snapshotFrom = deps.snapshotFromOrganizations ?? SNAPSHOT_FROM_ORGANIZATIONS;
  const refreshAfter = deps.snapshotRefreshChanges ?? SNAPSHOT_REFRESH_CHANGES;
  const stopping = new AbortController();
  let index: DiscoveryIndex | undefined;
  let indexedVersion = 0;
  let fingerprint = '';
  let lastBuild: DiscoveryStatus['lastBuild'] = null;
  let bringingUp: Promise<void> | undefined;
  let building: Promise<void> | undefined;
  let catchingUp: Promise<void> | undefined;
  let compacting: Promise<void> | undefined;
  let writing: Promise<unknown> | undefined;
  let started = false;
  let retry: NodeJS.Timeout | undefined;

  const newPacer = (): Pacer =>
    createPacer({ signal: stopping.signal, ...(deps.sliceMs ? { sliceMs: deps.sliceMs } : {}) });
  // Millisecond precision: a small index loads in well under a tenth of a second, and the
  // build-time metric must still tell that apart from "never built".
  const secondsSince = (start: number) => Math.round(performance.now() - start) / 1000;

  async function taxonomyAndFingerprint() {
    const taxonomy = await repository.loadTaxonomy();
    return { taxonomy, fingerprint: snapshotFingerprint(taxonomy) };
  }

  /** A complete new index from the database, at least as new as the version read first. */
  async function buildFromDatabase(): Promise<Built> {
    const started = performance.now();
    const version = await repository.currentVersion();
    const [{ taxonomy, fingerprint }, expected] = await Promise.all([
      taxonomyAndFingerprint(),
      repository.countPublished(),
    ]);
    const built = await DiscoveryIndex.build(
      taxonomy,
      expected,
      repository.publishedByCountry(BUILD_BATCH),
      newPacer(),
    );
    log?.info(
      {
        documents: built.total,
        words: built.vocabulary.size,
        megabytes: Math.round(built.byteSize / 1e5) / 10,
        seconds: secondsSince(started),
      },
      'discovery index built',
    );
    return { index: built, version, fingerprint };
  }

  /**
   * The newest snapshot of this fingerprint, caught up to the database's version; undefined
   * when there is none, it cannot be read (another format, damaged), or the log has a gap
   * after it.
   */
  async function loadSnapshot(
    taxonomy: DiscoveryTaxonomy,
    fingerprint: string,
  ): Promise<Built | undefined> {
    if (!snapshots) return undefined;
    const started = performance.now();
    const found = await snapshots.latest(fingerprint);
    if (!found) return undefined;
    let loaded: DiscoveryIndex;
    let version: number;
    try {
      // The per-slot arrays are read straight into the index they end up in.
      let receiving: DiscoveryIndex | undefined;
      const decoder = createSnapshotDecoder(
        {
          fingerprint,
          checksum: found.checksum,
          byteLength: found.byteLength,
          version: found.version,
        },
        (name, kind, length, scalars) =>
          (receiving ??= DiscoveryIndex.receiving(taxonomy, scalars)).receive(name, kind, length),
      );
      await snapshots.read(found.id, (bytes) => decoder.push(bytes));
      const decoded = decoder.finish();
      loaded = await DiscoveryIndex.fromState(taxonomy, decoded.state, newPacer(), receiving);
      version = decoded.version;
    } catch (error) {
      if (!(error instanceof SnapshotError || error instanceof IndexStateError)) throw error;
      log?.warn(
        { snapshot: found.id, reason: error.message },
        'discovery snapshot unusable: building from the database',
      );
      // Of this very fingerprint, so no instance of this build can use it: the build's own
      // snapshot replaces it.
      await snapshots.discard(found.id);
      return undefined;
    }
    const readSeconds = secondsSince(started);
    const target = await repository.currentVersion();
    if (version > target) {
      // Versions only grow, and no instance is ahead of the database: it went back in time
      // (restored, its log reset), and the snapshot may hold changes it no longer has.
      log?.warn(
        { snapshot: found.id, version, databaseVersion: target },
        'discovery snapshot ahead of the database: building from the database',
      );
      await snapshots.discard(found.id);
      return undefined;
    }
    const reached = await applyChanges(loaded, version, target);
    if (reached === undefined) {
      log?.info(
        { snapshot: found.id, from: version, to: target },
        'discovery snapshot behind a gap in the change log: building from the database',
      );
      return undefined;
    }
    log?.info(
      {
        snapshot: found.id,
        documents: loaded.total,
        megabytes: Math.round(found.byteLength / 1e5) / 10,
        readSeconds,
        changesApplied: reached - version,
        seconds: secondsSince(started),
      },
      'discovery index loaded from a snapshot',
    );
    return { index: loaded, version: reached, fingerprint };
  }

  function install(built: Built, source: Source, started: number): void {
    const first = !index;
    index = built.index;
    indexedVersion = built.version;
    fingerprint = built.fingerprint;
    lastBuild = { seconds: secondsSince(started), source, finishedAt: new Date() };
    if (first) {
      // What the process holds once it can answer: the figure to size instances by.
      const memory = process.memoryUsage();
      const megabytes = (bytes: number) => Math.round(bytes / 1e6);
      log?.info(
        {
          source,
          version: indexedVersion,
          documents: index.total,
          seconds: lastBuild.seconds,
          rssMegabytes: megabytes(memory.rss),
          heapUsedMegabytes: megabytes(memory.heapUsed),
          arrayBuffersMegabytes: megabytes(memory.arrayBuffers),
        },
        'discovery index ready',
      );
    }
  }

  /** The first index: from a snapshot when one serves, else built (then written as one). */
  function bringUp(): Promise<void> {
    bringingUp ??= (async () => {
      const started = performance.now();
      const { taxonomy, fingerprint } = await taxonomyAndFingerprint();
      const loaded = await loadSnapshot(taxonomy, fingerprint);
      if (loaded) {
        install(loaded, 'snapshot', started);
        return;
      }
      install(await buildFromDatabase(), 'database', started);
      snapshotInBackground();
    })().finally(() => {
      bringingUp = undefined;
    });
    return bringingUp;
  }

  function rebuild(): Promise<void> {
    building ??= (async () => {
      const started = performance.now();
      install(await buildFromDatabase(), 'database', started);
      snapshotInBackground();
    })().finally(() => {
      building = undefined;
    });
    return building;
  }

  /**
   * Applies the logged changes up to `target` to `into`, from `from`. Answers the version
   * reached, or undefined when the log cannot take it there (then only a build can).
   */
  async function applyChanges(into: DiscoveryIndex, from: number, target: number) {
    const pacer = newPacer();
    let reached = from;
    while (reached < target) {
      if (target - reached > REBUILD_BACKLOG) return undefined;
      const changes = await repository.changesSince(reached, CHANGES_BATCH);
      if (changes.length === 0 || changes[0]!.version !== reached + 1) return undefined;
      for (let at = 1; at < changes.length; at += 1) {
        if (changes[at]!.version !== changes[at - 1]!.version + 1) return undefined;
      }
      const ids = [...new Set(changes.map((change) => change.organizationId))];
      const current = new Map(
        (await repository.publishedByIds(ids)).map((organization) => [
          organization.id,
          organization,
        ]),
      );
      // A part at a time, pausing between: each part leaves every document it names whole
      // (as each batch read does), and a backlog of thousands holds the event loop for none
      // of them long.
      for (let start = 0; start < ids.length; start += APPLY_PART) {
        const part = ids.slice(start, start + APPLY_PART);
        into.update(
          part,
          part.flatMap((id) => current.get(id) ?? []),
        );
        await pacer.step();
      }
      reached = changes.at(-1)!.version;
    }
    return reached;
  }

  async function catchUp(target: number): Promise<void> {
    const into = index;
    if (!into) return;
    const reached = await applyChanges(into, indexedVersion, target);
    // A compaction or rebuild swapped in another index meanwhile, at a version of its own:
    // what this one reached says nothing of it (the caller goes on from its version).
    if (into !== index) return;
    if (reached === undefined) {
      log?.info({ from: indexedVersion, to: target }, 'discovery index rebuilt over a gap');
      await rebuild();
      return;
    }
    indexedVersion = Math.max(indexedVersion, reached);
    if (into.tailShare > REBUILD_TAIL_SHARE) compactInBackground();
  }

  /**
   * Builds a fresh, compact index while this one goes on answering, then catches it up and
   * swaps it in. A build takes a while at a million documents; nothing waits for it.
   */
  function compactInBackground(): void {
    compacting ??= (async () => {
      const started = performance.now();
      const fresh = await buildFromDatabase();
      const target = await repository.currentVersion();
      const reached = await applyChanges(fresh.index, fresh.version, target);
      if (reached === undefined) return;
      install({ ...fresh, version: reached }, 'database', started);
      snapshotInBackground();
    })()
      .catch((err: unknown) => {
        if (!stopping.signal.aborted) log?.error({ err }, 'discovery index compaction failed');
      })
      .finally(() => {
        compacting = undefined;
      });
  }

  /**
   * Writes the index as it is now as a snapshot (one write at a time in a process; across
   * processes, the store keeps the newest). Answers whether it wrote.
   */
  async function writeSnapshot(): Promise<boolean> {
    if (!snapshots || !index || index.total < snapshotFrom) return false;
    if (writing) {
      await writing.catch(() => undefined);
      return false;
    }
    const started = performance.now();
    const version = indexedVersion;
    const organizations = index.total;
    const encoded = encodeSnapshot(index.exportState(), { version, fingerprint });
    const write = snapshots.write({
      fingerprint,
      version,
      organizations,
      encoded,
      signal: stopping.signal,
    });
    writing = write;
    try {
      const written = await write;
      if (written) {
        log?.info(
          {
            version,
            documents: organizations,
            megabytes: Math.round(encoded.byteLength / 1e5) / 10,
            seconds: secondsSince(started),
          },
          'discovery snapshot written',
        );
      }
      return written;
    } finally {
      writing = undefined;
    }
  }

  function snapshotInBackground(): void {
    writeSnapshot().catch((err: unknown) => {
      if (!stopping.signal.aborted) log?.error({ err }, 'discovery snapshot not written');
    });
  }

  /** Brings the index to `target` or later, one catch-up (or build) at a time. */
  async function reach(target: number): Promise<void> {
    if (!index) await bringUp();
    while (indexedVersion < target) {
      if (building) {
        await building;
        continue;
      }
      catchingUp ??= catchUp(target).finally(() => {
        catchingUp = undefined;
      });
      await catchingUp;
    }
  }

  return {
    /**
     * The index as it is (brought up on first use), with the version it holds. A caller
     * that reads the database's version along with its other data (the cards) can tell
     * whether its answer kept up, and `reach` that version otherwise: one round trip per
     * answer. Before the index is first ready, callers wait for it (the server starts it as
     * it starts listening; /ready says when it is).
     */
    async current(): Promise<{ index: DiscoveryIndex; version: number }> {
      if (!index) await bringUp();
      return { index: index!, version: indexedVersion };
    },

    reach,

    /**
     * Starts bringing the index up, in the background (server.ts, as it starts listening):
     * an attempt that fails (the database away) is logged and tried again.
     */
    start(): void {
      if (started) return;
      started = true;
      const attempt = () => {
        retry = undefined;
        if (index || stopping.signal.aborted) return;
        bringUp().catch((err: unknown) => {
          if (stopping.signal.aborted) return;
          log?.error({ err }, 'discovery index not ready: trying again');
          retry = setTimeout(attempt, RETRY_MS);
        });
      };
      attempt();
    },

    /** Brings the index up now and waits for it (tests; scripts). */
    warmUp: (): Promise<void> => (index ? Promise.resolve() : bringUp()),

    status(): DiscoveryStatus {
      return {
        indexVersion: index ? indexedVersion : null,
        lastBuild,
        organizations: index?.total ?? 0,
      };
    },

    /**
     * For the scheduled job (discovery-snapshot-job.ts): writes a snapshot when the newest
     * is missing, SNAPSHOT_REFRESH_CHANGES behind, or a day old with changes after it.
     */
    async refreshSnapshot(): Promise<{ written: boolean; reason: string }> {
      if (!snapshots) return { written: false, reason: 'no snapshot store' };
      if (!index) return { written: false, reason: 'index not ready' };
      await reach(await repository.currentVersion());
      if (index.total < snapshotFrom) return { written: false, reason: 'too few organizations' };
      const newest = await snapshots.latest(fingerprint);
      const behind = newest ? indexedVersion - newest.version : Infinity;
      const due =
        behind >= refreshAfter ||
        (behind > 0 && Date.now() - newest!.createdAt.getTime() >= SNAPSHOT_REFRESH_AGE_MS);
      if (!due) return { written: false, reason: 'newest snapshot is recent' };
      const written = await writeSnapshot();
      return { written, reason: written ? `${behind} changes behind` : 'written elsewhere' };
    },

    /**
     * Stops: work under way (a build, a snapshot being written) is abandoned at its next
     * pause, so a shutdown need not wait for it; then waits for it to be over.
     */
    async settle(): Promise<void> {
      stopping.abort();
      if (retry) clearTimeout(retry);
      await Promise.allSettled([bringingUp, building, compacting, writing]);
    },
  };
}

export type DiscoveryEngine = ReturnType<typeof createDiscoveryEngine>;
