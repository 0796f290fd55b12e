import { DiscoveryIndex } from './discovery-index.js';
import type { DiscoveryRepository } from './discovery.repository.js';

/** Rows read per round trip while building. */
const BUILD_BATCH = 5000;
/** Changes read per round trip while catching up. */
const CHANGES_BATCH = 5000;
/** Past this share of documents added since the build, a fresh build compacts the index. */
const REBUILD_TAIL_SHARE = 0.2;
/** A backlog this large is cheaper to rebuild over than to apply change by change. */
const REBUILD_BACKLOG = 50_000;

export interface DiscoveryEngineLog {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

/**
 * Owns this process's discovery index: builds it on first use, brings it up to a version of
 * the database when asked (applying the logged changes since the version it holds), and
 * rebuilds it when it cannot catch up change by change (a gap in the log, a long backlog) or
 * when the tail of later additions has grown large.
 */
export function createDiscoveryEngine(deps: {
  repository: DiscoveryRepository;
  log?: DiscoveryEngineLog;
}) {
  const { repository, log } = deps;
  let index: DiscoveryIndex | undefined;
  let indexedVersion = 0;
  let building: Promise<void> | undefined;
  let catchingUp: Promise<void> | undefined;
  let compacting: Promise<void> | undefined;

  /** A complete new index, at least as new as the version read before it started. */
  async function buildIndex(): Promise<{ index: DiscoveryIndex; version: number }> {
    const started = performance.now();
    const version = await repository.currentVersion();
    const [taxonomy, expected] = await Promise.all([
      repository.loadTaxonomy(),
      repository.countPublished(),
    ]);
    const built = await DiscoveryIndex.build(
      taxonomy,
      expected,
      repository.publishedByCountry(BUILD_BATCH),
    );
    log?.info(
      {
        documents: built.total,
        words: built.vocabulary.size,
        megabytes: Math.round(built.byteSize / 1e5) / 10,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      },
      'discovery index built',
    );
    return { index: built, version };
  }

  function rebuild(): Promise<void> {
    building ??= buildIndex()
      .then((fresh) => {
        index = fresh.index;
        indexedVersion = fresh.version;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  /**
   * Applies the logged changes up to `target` to `into`, from `from`. Answers the version
   * reached, or undefined when the log cannot take it there (then only a build can).
   */
  async function applyChanges(into: DiscoveryIndex, from: number, target: number) {
    let reached = from;
    while (reached < target) {
      if (target - reached > REBUILD_BACKLOG) return undefined;
      const changes = await repository.changesSince(reached, CHANGES_BATCH);
      if (changes.length === 0 || changes[0]!.version !== reached + 1) return undefined;
      for (let at = 1; at < changes.length; at += 1) {
        if (changes[at]!.version !== changes[at - 1]!.version + 1) return undefined;
      }
      const ids = [...new Set(changes.map((change) => change.organizationId))];
      const current = await repository.publishedByIds(ids);
      for (const id of ids) into.remove(id);
      for (const organization of current) into.add(organization);
      reached = changes.at(-1)!.version;
    }
    return reached;
  }

  async function catchUp(target: number): Promise<void> {
    if (!index) return;
    const reached = await applyChanges(index, indexedVersion, target);
    if (reached === undefined) {
      log?.info({ from: indexedVersion, to: target }, 'discovery index rebuilt over a gap');
      await rebuild();
      return;
    }
    indexedVersion = Math.max(indexedVersion, reached);
    if (index.tailShare > REBUILD_TAIL_SHARE) compactInBackground();
  }

  /**
   * Builds a fresh, compact index while this one goes on answering, then catches it up and
   * swaps it in. A build takes a while at a million documents; nothing waits for it.
   */
  function compactInBackground(): void {
    compacting ??= buildIndex()
      .then(async (fresh) => {
        const target = await repository.currentVersion();
        const reached = await applyChanges(fresh.index, fresh.version, target);
        if (reached === undefined) return;
        index = fresh.index;
        indexedVersion = reached;
      })
      .catch((err: unknown) => log?.error({ err }, 'discovery index compaction failed'))
      .finally(() => {
        compacting = undefined;
      });
  }

  /** Brings the index to `target` or later, one catch-up (or build) at a time. */
  async function reach(target: number): Promise<void> {
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
     * The index as it is (built on first use), with the version it holds. A caller that
     * reads the database's version along with its other data (the cards) can tell whether
     * its answer kept up, and `reach` that version otherwise: one round trip per answer.
     */
    async current(): Promise<{ index: DiscoveryIndex; version: number }> {
      if (!index) await rebuild();
      return { index: index!, version: indexedVersion };
    },

    reach,

    /** Builds now (at start-up), so the first visitor does not wait for it. */
    warmUp: (): Promise<void> => (index ? Promise.resolve() : rebuild()),

    /** Waits for a background compaction, so the database can close after. */
    async settle(): Promise<void> {
      await compacting;
      await building;
    },
  };
}

export type DiscoveryEngine = ReturnType<typeof createDiscoveryEngine>;
