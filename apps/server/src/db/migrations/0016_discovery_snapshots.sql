CREATE TABLE "discovery_snapshot_chunks" (
	"snapshot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "discovery_snapshot_chunks_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position")
);
--> statement-breakpoint
CREATE TABLE "discovery_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"version" bigint NOT NULL,
	"organizations" integer NOT NULL,
	"byte_length" bigint NOT NULL,
	"checksum" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_snapshot_chunks" ADD CONSTRAINT "discovery_snapshot_chunks_snapshot_id_discovery_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."discovery_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_snapshots_fingerprint_version_idx" ON "discovery_snapshots" USING btree ("fingerprint","version");--> statement-breakpoint
-- Snapshots of the discovery index (docs/decisions/0040-discovery-index-snapshots.md): the
-- bytes are numbers and bitsets that pglz hardly shrinks, and reading them back is on an
-- instance's way to ready, so they are stored out of line uncompressed.
ALTER TABLE "discovery_snapshot_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
