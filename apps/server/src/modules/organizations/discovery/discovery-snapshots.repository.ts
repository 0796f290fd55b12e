import { createHash } from 'node:crypto';
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../../db/client.js';
import { copyOutBytes } from '../../../db/copy-out.js';
import { DAY_MS } from '../../../lib/calendar.js';
import { discoverySnapshotChunks, discoverySnapshots } from '../../../db/schema/index.js';
import type { EncodedSnapshot } from './discovery-snapshot.js';

/** Rows of a few megabytes: a PGlite reads one at a time without holding much memory. */
const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Snapshots past this age are of no use to anyone (the change log they would catch up
 * through is pruned after 7 days) and go, whatever their fingerprint.
 */
const KEEP_DAYS = 7;

export interface SnapshotRecord {
  id: string;
  version: number;
  organizations: number;
  byteLength: number;
  checksum: string;
  createdAt: Date;
}

/** Where discovery index snapshots are kept: PostgreSQL, which every instance reads. */
export function createDiscoverySnapshotStore(db: Database) {
  const record = {
    id: discoverySnapshots.id,
    version: discoverySnapshots.version,
    organizations: discoverySnapshots.organizations,
    byteLength: discoverySnapshots.byteLength,
    checksum: discoverySnapshots.checksum,
    createdAt: discoverySnapshots.createdAt,
  };

  async function chunkAt(id: string, position: number): Promise<Uint8Array | undefined> {
    const [row] = await db
      .select({ bytes: discoverySnapshotChunks.bytes })
      .from(discoverySnapshotChunks)
      .where(
        and(
          eq(discoverySnapshotChunks.snapshotId, id),
          eq(discoverySnapshotChunks.position, position),
        ),
      );
    return row?.bytes;
  }

  return {
    /** The newest snapshot made under `fingerprint`, without its bytes. */
    async latest(fingerprint: string): Promise<SnapshotRecord | undefined> {
      const [row] = await db
        .select(record)
        .from(discoverySnapshots)
        .where(eq(discoverySnapshots.fingerprint, fingerprint))
        .orderBy(desc(discoverySnapshots.version), desc(discoverySnapshots.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Hands the snapshot's bytes to `onBytes` in order, in pieces to be used at once: from
     * PostgreSQL through a binary COPY (the bytes as they are stored), from PGlite a chunk
     * at a time.
     */
    async read(id: string, onBytes: (bytes: Uint8Array) => void): Promise<void> {
      const client = (db as unknown as { $client: unknown }).$client;
      if (client instanceof pg.Pool) {
        await copyOutBytes(
          client,
          `SELECT bytes FROM discovery_snapshot_chunks
            WHERE snapshot_id = ${pg.escapeLiteral(id)}::uuid ORDER BY position`,
          onBytes,
        );
        return;
      }
      for (let position = 0; ; position += 1) {
        const chunk = await chunkAt(id, position);
        if (!chunk) return;
        onBytes(chunk);
      }
    },

    /** Drops a snapshot found unusable, so a sound one can take its place. */
    async discard(id: string): Promise<void> {
      await db.delete(discoverySnapshots).where(eq(discoverySnapshots.id, id));
    },

    /**
     * Stores a snapshot in one transaction, unless one made under the same fingerprint is
     * already at `version` or later (another instance wrote it meanwhile: writers queue on
     * a lock); then drops the older ones of that fingerprint and any past KEEP_DAYS. Answers
     * whether it wrote. `signal` abandons the write (the transaction rolls back).
     */
    async write(snapshot: {
      fingerprint: string;
      version: number;
      organizations: number;
      encoded: EncodedSnapshot;
      signal?: AbortSignal;
    }): Promise<boolean> {
      const { fingerprint, version, organizations, encoded, signal } = snapshot;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('catalyst:discovery-snapshot'))`,
        );
        const [newer] = await tx
          .select({ id: discoverySnapshots.id })
          .from(discoverySnapshots)
          .where(
            and(
              eq(discoverySnapshots.fingerprint, fingerprint),
              sql`${discoverySnapshots.version} >= ${version}`,
            ),
          )
          .limit(1);
        if (newer) return false;
        const [row] = await tx
          .insert(discoverySnapshots)
          .values({
            fingerprint,
            version,
            organizations,
            byteLength: encoded.byteLength,
            checksum: '',
          })
          .returning({ id: discoverySnapshots.id });
        const id = row!.id;
        const hash = createHash('sha256');
        let position = 0;
        for (const chunk of encoded.chunks(CHUNK_BYTES)) {
          signal?.throwIfAborted();
          hash.update(chunk);
          await tx
            .insert(discoverySnapshotChunks)
            .values({ snapshotId: id, position, bytes: chunk });
          position += 1;
        }
        await tx
          .update(discoverySnapshots)
          .set({ checksum: hash.digest('hex') })
          .where(eq(discoverySnapshots.id, id));
        await tx
          .delete(discoverySnapshots)
          .where(
            or(
              and(eq(discoverySnapshots.fingerprint, fingerprint), ne(discoverySnapshots.id, id)),
              lt(discoverySnapshots.createdAt, new Date(Date.now() - KEEP_DAYS * DAY_MS)),
            ),
          );
        return true;
      });
    },
  };
}

export type DiscoverySnapshotStore = ReturnType<typeof createDiscoverySnapshotStore>;
