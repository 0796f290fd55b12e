import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Snapshots of the in-memory discovery index, which an instance starts from instead of
 * rebuilding it from every organization, then catches up through the change log
 * (docs/decisions/0040-discovery-index-snapshots.md). Each is at a discovery version and was
 * made under a fingerprint (format, taxonomy, text rules); an instance reads only the newest
 * of its own fingerprint. Written in one transaction, so a row is always complete.
 */
export const discoverySnapshots = pgTable(
  'discovery_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fingerprint: text('fingerprint').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    organizations: integer('organizations').notNull(),
    byteLength: bigint('byte_length', { mode: 'number' }).notNull(),
    /** SHA-256 of the bytes, hex: a damaged snapshot is refused, not half-read. */
    checksum: text('checksum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('discovery_snapshots_fingerprint_version_idx').on(t.fingerprint, t.version)],
);

/** A snapshot's bytes, in order (migration 0016 stores them uncompressed: they hardly shrink). */
export const discoverySnapshotChunks = pgTable(
  'discovery_snapshot_chunks',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => discoverySnapshots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.position] })],
);
