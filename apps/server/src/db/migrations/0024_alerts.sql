-- Alert digests: how often followed organizations' new roles are mailed, and where each person's daily and weekly digest windows ended; they go with the account.
CREATE TABLE "alert_subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"follows_alerts" text DEFAULT 'weekly' NOT NULL,
	"daily_through" timestamp with time zone,
	"weekly_through" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_follows_alerts_check" CHECK ("alert_subscriptions"."follows_alerts" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;