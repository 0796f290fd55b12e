-- Views that came through the organization's embed or a feed entry, counted apart per day (0 for
-- the days before they were counted).
ALTER TABLE "profile_daily_stats" ADD COLUMN "embed_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_daily_stats" ADD COLUMN "feed_views" integer DEFAULT 0 NOT NULL;