-- Milestones (a profile's dated timeline) and media (its gallery of photos and linked videos).
-- Both belong to their organization and go with it.
CREATE TABLE "organization_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"occurred_on" date NOT NULL,
	"date_precision" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_milestones_precision_check" CHECK ("organization_milestones"."date_precision" = 'day' or extract(day from "organization_milestones"."occurred_on") = 1),
	CONSTRAINT "organization_milestones_title_check" CHECK (char_length("organization_milestones"."title") between 1 and 120),
	CONSTRAINT "organization_milestones_description_check" CHECK ("organization_milestones"."description" is null or char_length("organization_milestones"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "organization_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"image_url" text,
	"alt" text,
	"video_provider" text,
	"video_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_media_kind_check" CHECK (("organization_media"."kind" = 'photo' and "organization_media"."image_url" is not null and "organization_media"."alt" is not null and "organization_media"."video_provider" is null and "organization_media"."video_id" is null)
       or ("organization_media"."kind" = 'video' and "organization_media"."image_url" is null and "organization_media"."video_provider" is not null and "organization_media"."video_id" is not null)),
	CONSTRAINT "organization_media_alt_check" CHECK ("organization_media"."alt" is null or char_length("organization_media"."alt") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "organization_milestones" ADD CONSTRAINT "organization_milestones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_media" ADD CONSTRAINT "organization_media_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_milestones_timeline_idx" ON "organization_milestones" USING btree ("organization_id","occurred_on" DESC NULLS LAST,"position");--> statement-breakpoint
CREATE INDEX "organization_media_gallery_idx" ON "organization_media" USING btree ("organization_id","position");