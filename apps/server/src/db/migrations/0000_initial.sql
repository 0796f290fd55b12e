CREATE TABLE "faq_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"categories" text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_facet_counts" (
	"country_code" text NOT NULL,
	"category_id" text NOT NULL,
	"organization_count" integer NOT NULL,
	CONSTRAINT "category_facet_counts_country_code_category_id_pk" PRIMARY KEY("country_code","category_id")
);
--> statement-breakpoint
CREATE TABLE "discovery_state" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "discovery_state_singleton_check" CHECK ("discovery_state"."singleton")
);
--> statement-breakpoint
CREATE TABLE "organization_categories" (
	"organization_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	"detail_text" text,
	"image_url" text,
	CONSTRAINT "organization_categories_organization_id_category_id_pk" PRIMARY KEY("organization_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo_url" text,
	"banner_image_url" text,
	"country_code" text NOT NULL,
	"location" text,
	"founded_year" integer,
	"website_url" text,
	"linkedin_url" text,
	"twitter_url" text,
	"blog_url" text,
	"created_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subscription_type" text,
	"published_at" timestamp with time zone,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_status_check" CHECK ("organizations"."status" in ('pending', 'published', 'lapsed')),
	CONSTRAINT "organizations_published_at_check" CHECK ("organizations"."status" <> 'published' or "organizations"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "published_country_counts" (
	"country_code" text PRIMARY KEY NOT NULL,
	"organization_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"emoji" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"emoji" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flag_emoji" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_categories" ADD CONSTRAINT "organization_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_categories" ADD CONSTRAINT "organization_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_group_id_category_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."category_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organization_categories_category_idx" ON "organization_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "organizations_published_feed_idx" ON "organizations" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "organizations"."status" = 'published';--> statement-breakpoint
CREATE INDEX "organizations_published_country_feed_idx" ON "organizations" USING btree ("country_code","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "organizations"."status" = 'published';--> statement-breakpoint
CREATE INDEX "organizations_published_categories_idx" ON "organizations" USING gin ("category_ids") WHERE "organizations"."status" = 'published';--> statement-breakpoint
CREATE INDEX "organizations_created_by_idx" ON "organizations" USING btree ("created_by");