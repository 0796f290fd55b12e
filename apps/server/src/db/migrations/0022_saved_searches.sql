-- Saved searches: a person keeps directory searches by name, with a digest setting; they go with the account.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alerts" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_user_query_unique" UNIQUE("user_id","query"),
	CONSTRAINT "saved_searches_alerts_check" CHECK ("saved_searches"."alerts" in ('daily', 'weekly', 'off')),
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("alerts") WHERE "saved_searches"."alerts" <> 'off';