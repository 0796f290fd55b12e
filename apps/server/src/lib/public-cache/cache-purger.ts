import { setTimeout as sleep } from 'node:timers/promises';
import type { JobLogger } from '../jobs/job-queue.js';
import type { SqlExecutor } from '../jobs/sql-executor.js';
import { organizationKey, SITE_KEY } from './http-caching.js';
import { broadenListingKeys } from './listing-keys.js';
import { listingChangeKeys } from './page-versions.js';

/** How often an instance looks for changes to purge: well inside the second a purge may take. */
const POLL_INTERVAL_MS = 200;
/**
 * Past this many keys in one purge, the directory's narrow keys give way to broad ones
 * (broadenListingKeys), and past it still, the whole site is purged instead: Varnish refuses a
 * header line over 8 KB by default (http_req_hdr_len), and 150 organizations' keys take 6 KB.
 */
const MAX_KEYS_PER_PURGE = 150;
const WHOLE_SITE: Purge = { keys: [SITE_KEY], paths: ['/'] };
const PURGE_TIMEOUT_MS = 5_000;
/** Retries of a purge the cache refused or did not answer, 0.5 s, 1 s, 2 s… apart. */
const PURGE_ATTEMPTS = 6;
/**
 * A page an instance began rendering before a change committed can reach the cache after the
 * purge and be stored: each purge is sent again this much later, to end such a copy too. An
 * answer slower than half this goes out uncacheable (plugins/late-public-answers.ts).
 */
export const REPEAT_PURGE_AFTER_MS = 1_000;
/** How long a write's answer waits for its purge to be sent, at most. */
const WRITE_WAIT_MS = 1_000;

export interface Purge {
  /** Surrogate keys: `site`, `listing` and its aspects' (`listing-text`…), `org-{id}`. */
  keys: string[];
  /** The public paths those keys cover, as far as they are known (a deleted profile's is not). */
  paths: string[];
}

interface Claim {
  fromPage: number;
  toPage: number;
  fromListing: number;
  toListing: number;
}

/** How long a claim may stay unsent before another instance takes it over (its own is gone). */
const CLAIM_LEASE_SECONDS = 10;
/** How often a write waiting for its purge looks whether it has been sent. */
const SENT_POLL_MS = 20;

const CURRENT = `
  SELECT (SELECT version FROM page_versions WHERE key = '*') AS page,
         (SELECT version FROM discovery_state) AS listing,
         p.sent_page_version AS sent_page, p.sent_discovery_version AS sent_listing
    FROM cache_purge_state p`;

// Under the row's lock, and only while no other claim is in flight (or its lease has passed):
// purges are sent one after another, each from where the last one sent ended, so "sent up to
// version N" means every change up to N has reached the cache, whichever instance sent it.
const CLAIM = `
  WITH old AS (
    SELECT sent_page_version, sent_discovery_version FROM cache_purge_state
     WHERE (page_version = sent_page_version AND discovery_version = sent_discovery_version)
        OR claim_expires_at < now()
       FOR UPDATE)
  UPDATE cache_purge_state s
     SET page_version = GREATEST(old.sent_page_version, $1),
         discovery_version = GREATEST(old.sent_discovery_version, $2),
         claim_expires_at = now() + interval '${CLAIM_LEASE_SECONDS} seconds'
    FROM old
  RETURNING old.sent_page_version AS from_page, old.sent_discovery_version AS from_listing`;

// Only the claim it ends: one taken over after its lease must not be marked by the old owner.
const SENT = `
  UPDATE cache_purge_state
     SET sent_page_version = page_version, sent_discovery_version = discovery_version,
         claim_expires_at = NULL
   WHERE page_version = $1 AND discovery_version = $2`;

const RELEASE = `
  UPDATE cache_purge_state
     SET page_version = sent_page_version, discovery_version = sent_discovery_version,
         claim_expires_at = NULL
   WHERE page_version = $1 AND discovery_version = $2`;

const CHANGED_KEYS = `
  SELECT key FROM page_versions
   WHERE version > $1 AND version <= $2 AND key <> '*'
   LIMIT ${MAX_KEYS_PER_PURGE + 1}`;

const SLUGS = `SELECT id, slug FROM organizations WHERE id = ANY($1::uuid[])`;

/** The purge for a claimed range of changes: the keys and paths they touched. */
async function purgeOf(sql: SqlExecutor, claim: Claim): Promise<Purge> {
  const keys = new Set<string>();
  const paths = new Set<string>();
  if (claim.toListing > claim.fromListing) {
    const changed = await listingChangeKeys(sql, claim.fromListing, claim.toListing);
    for (const key of changed) keys.add(key);
    paths.add('/').add('/api/organizations');
  }
  if (claim.toPage > claim.fromPage) {
    const { rows } = await sql(CHANGED_KEYS, [claim.fromPage, claim.toPage]);
    const changed = (rows as Array<{ key: string }>).map((row) => row.key);
    if (changed.length > MAX_KEYS_PER_PURGE || changed.includes('site')) return WHOLE_SITE;
    const ids = changed.map((key) => key.slice('org:'.length));
    // A deleted organization has no slug left: its key alone purges what showed it.
    const slugs = ids.length > 0 ? (await sql(SLUGS, [ids])).rows : [];
    for (const id of ids) {
      keys.add(organizationKey(id));
      paths.add(`/api/organizations/${id}`);
    }
    for (const { slug } of slugs as Array<{ slug: string }>) {
      paths.add(`/organizations/${slug}`).add(`/api/organizations/${slug}`);
    }
  }
  if (keys.size <= MAX_KEYS_PER_PURGE) return { keys: [...keys], paths: [...paths] };
  // Many edits at once: their searches' and orders' narrow keys give way to broad ones first.
  const broad = broadenListingKeys(keys);
  if (broad.size <= MAX_KEYS_PER_PURGE) return { keys: [...broad], paths: [...paths] };
  return WHOLE_SITE;
}

/**
 * Tells a CDN or Varnish what changed, within a second of the change committing, whichever
 * process (or operator command) made it: each instance looks at the page versions and the
 * discovery version every 200 ms, claims the changes past what was purged (once across
 * instances), and sends one purge naming their surrogate keys and paths
 * (docs/decisions/0039-public-pages-cached-never-stale.md). A purge that fails is retried,
 * then logged: the shared cache's copies then end with their s-maxage.
 */
export function createCachePurger(deps: {
  sql: SqlExecutor;
  url: string;
  token: string | undefined;
  log: JobLogger;
  intervalMs?: number;
}) {
  const { sql, log } = deps;
  let running: Promise<void> | undefined;
  let stopping = false;
  /** One look at a time in this process: the loop's and a write's. */
  let looking: Promise<Purge | undefined> = Promise.resolve(undefined);
  const repeats = new Set<NodeJS.Timeout>();

  async function send(purge: Purge): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'surrogate-key': purge.keys.join(' '),
      'x-purge-paths': purge.paths.join(' '),
    };
    if (deps.token) {
      // Cloudflare reads a bearer token, Fastly its own header; each ignores the other's.
      headers['authorization'] = `Bearer ${deps.token}`;
      headers['fastly-key'] = deps.token;
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(deps.url, {
          method: 'POST',
          headers,
          // Cloudflare's purge-by-tag body; Varnish and Fastly read the Surrogate-Key header.
          body: JSON.stringify({ tags: purge.keys }),
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return;
        throw new Error(`the cache answered ${response.status}`);
      } catch (err) {
        if (attempt >= PURGE_ATTEMPTS || stopping) {
          log.error(
            { err, keys: purge.keys.slice(0, 20) },
            'cache purge failed; copies end with their s-maxage',
          );
          return;
        }
        await sleep(250 * 2 ** attempt);
      }
    }
  }

  /** Where changes and purges stand now. */
  async function current() {
    const { rows } = await sql(CURRENT);
    const now = rows[0] as Record<string, string | number | null> | undefined;
    if (!now) return undefined;
    return {
      page: Number(now['page'] ?? 0),
      listing: Number(now['listing'] ?? 0),
      sentPage: Number(now['sent_page']),
      sentListing: Number(now['sent_listing']),
    };
  }

  /**
   * Claims and purges what changed since the last purge sent, if anything and if no other
   * purge is in flight; marks it sent once the cache took it (or, failing that, gave up on).
   */
  async function purgeChanges(): Promise<Purge | undefined> {
    const now = await current();
    if (!now || (now.page <= now.sentPage && now.listing <= now.sentListing)) return undefined;
    const claimed = (await sql(CLAIM, [now.page, now.listing])).rows[0] as
      { from_page: string | number; from_listing: string | number } | undefined;
    if (!claimed) return undefined; // Another instance's purge is in flight.
    const claim: Claim = {
      fromPage: Number(claimed.from_page),
      toPage: Math.max(now.page, Number(claimed.from_page)),
      fromListing: Number(claimed.from_listing),
      toListing: Math.max(now.listing, Number(claimed.from_listing)),
    };
    let purge: Purge;
    try {
      purge = await purgeOf(sql, claim);
    } catch (err) {
      // Nothing was sent: give the claim back rather than hold every instance's purges.
      await sql(RELEASE, [claim.toPage, claim.toListing]).catch(() => undefined);
      throw err;
    }
    if (purge.keys.length > 0) {
      await send(purge);
      const repeat = setTimeout(() => {
        repeats.delete(repeat);
        if (!stopping) void send(purge);
      }, REPEAT_PURGE_AFTER_MS);
      repeat.unref();
      repeats.add(repeat);
    }
    await sql(SENT, [claim.toPage, claim.toListing]);
    return purge.keys.length > 0 ? purge : undefined;
  }

  /** Until everything committed so far has been purged (or the deadline passed). */
  async function untilSent(deadline: number): Promise<void> {
    const written = await current();
    if (!written) return;
    while (performance.now() < deadline && !stopping) {
      await purgeNow();
      const now = await current();
      if (!now || (now.sentPage >= written.page && now.sentListing >= written.listing)) return;
      await sleep(SENT_POLL_MS, undefined, { ref: false });
    }
  }

  /** Looks for changes now, after any look under way. */
  function purgeNow(): Promise<Purge | undefined> {
    looking = looking.catch(() => undefined).then(purgeChanges);
    return looking;
  }

  async function loop() {
    while (!stopping) {
      try {
        await purgeNow();
      } catch (err) {
        log.warn({ err }, 'looking for changes to purge failed; trying again');
      }
      await sleep(deps.intervalMs ?? POLL_INTERVAL_MS);
    }
  }

  return {
    purgeChanges: purgeNow,
    /**
     * Holds a write's answer until the purge of what it committed has been sent, by this
     * instance or another: the writer's next read through the cache, and anyone's, is fresh.
     * Waits at most a second; the loop covers the rest.
     */
    async afterWrite(): Promise<void> {
      const deadline = performance.now() + WRITE_WAIT_MS;
      const sent = untilSent(deadline).catch(() => {
        // The loop looks again within 200 ms, and logs what keeps failing.
      });
      await Promise.race([sent, sleep(WRITE_WAIT_MS, undefined, { ref: false })]);
    },
    start() {
      stopping = false;
      running ??= loop();
    },
    async stop() {
      stopping = true;
      for (const repeat of repeats) clearTimeout(repeat);
      repeats.clear();
      await running;
      running = undefined;
    },
  };
}

export type CachePurger = ReturnType<typeof createCachePurger>;
