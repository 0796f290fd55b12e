ALTER TABLE "cache_purge_state" ADD COLUMN "sent_page_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cache_purge_state" ADD COLUMN "sent_discovery_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cache_purge_state" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
-- Everything claimed before this change was sent as it was claimed.
UPDATE "cache_purge_state" SET "sent_page_version" = "page_version", "sent_discovery_version" = "discovery_version";
