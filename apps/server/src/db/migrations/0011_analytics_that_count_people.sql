-- Written on every beacon and read by every process: UNLOGGED spares each write the
-- write-ahead log's flush (the cost a per-beacon counter would otherwise add), and a crash
-- that empties it only gives every client a fresh minute. drizzle-kit cannot say UNLOGGED.
CREATE UNLOGGED TABLE "analytics_beacon_budgets" (
	"client_key" text PRIMARY KEY NOT NULL,
	"beacons" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_daily_counted_events" (
	"day" date NOT NULL,
	"event_hash" text NOT NULL,
	CONSTRAINT "profile_daily_counted_events_day_event_hash_pk" PRIMARY KEY("day","event_hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_beacon_budgets_window_ends_at_idx" ON "analytics_beacon_budgets" USING btree ("window_ends_at");
