CREATE TABLE "organization_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "organization_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "organization_invitations_role_check" CHECK ("organization_invitations"."role" in ('owner', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "organization_members_role_check" CHECK ("organization_members"."role" in ('owner', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "open_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"team" text,
	"employment_type" text NOT NULL,
	"workplace" text NOT NULL,
	"location" text,
	"remote_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" integer NOT NULL,
	"salary_max" integer NOT NULL,
	"salary_currency" text NOT NULL,
	"salary_period" text NOT NULL,
	"description" text NOT NULL,
	"apply_url" text,
	"apply_email" text,
	"valid_through" date NOT NULL,
	"closed_at" timestamp with time zone,
	"expiry_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_roles_salary_check" CHECK ("open_roles"."salary_min" >= 0 and "open_roles"."salary_max" >= "open_roles"."salary_min"),
	CONSTRAINT "open_roles_apply_check" CHECK (("open_roles"."apply_url" is null) <> ("open_roles"."apply_email" is null))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_daily_clicks" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"link" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_daily_clicks_organization_id_day_link_target_pk" PRIMARY KEY("organization_id","day","link","target")
);
--> statement-breakpoint
CREATE TABLE "profile_daily_stats" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_daily_stats_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
CREATE TABLE "profile_daily_visitors" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "profile_daily_visitors_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "website_email_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "website_email_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website_verified_domain" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website_verification_method" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website_verification_token" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stale_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_roles" ADD CONSTRAINT "open_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_daily_clicks" ADD CONSTRAINT "profile_daily_clicks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_daily_stats" ADD CONSTRAINT "profile_daily_stats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_email_challenges" ADD CONSTRAINT "website_email_challenges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_pending_idx" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."accepted_at" is null and "organization_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "open_roles_organization_idx" ON "open_roles" USING btree ("organization_id","valid_through" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "open_roles_open_valid_through_idx" ON "open_roles" USING btree ("valid_through") WHERE "open_roles"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "website_email_challenges_organization_idx" ON "website_email_challenges" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_website_verified_check" CHECK (("organizations"."website_verified_at" is null) = ("organizations"."website_verified_domain" is null) and ("organizations"."website_verified_at" is null) = ("organizations"."website_verification_method" is null));--> statement-breakpoint
-- Every organization has had one owner, its creator: that is the team each one starts with.
INSERT INTO organization_members (organization_id, user_id, role, created_at)
SELECT id, created_by, 'owner', created_at FROM organizations
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Whatever creates an organization (the API, the seed, a bulk load), its creator owns it.
CREATE OR REPLACE FUNCTION add_creator_as_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization_members (organization_id, user_id, role)
  VALUES (NEW.id, NEW.created_by, 'owner')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_add_creator_as_owner
AFTER INSERT ON organizations
FOR EACH ROW EXECUTE FUNCTION add_creator_as_owner();
--> statement-breakpoint
-- The verified badge is for the website the profile names: a new address clears it.
CREATE OR REPLACE FUNCTION clear_website_verification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.website_url IS DISTINCT FROM OLD.website_url THEN
    NEW.website_verified_at := NULL;
    NEW.website_verified_domain := NULL;
    NEW.website_verification_method := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_clear_website_verification
BEFORE UPDATE OF website_url ON organizations
FOR EACH ROW EXECUTE FUNCTION clear_website_verification();
--> statement-breakpoint
-- The cards show the verified badge: its change is a discovery change like an edit.
CREATE OR REPLACE FUNCTION log_discovery_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE')
    AND OLD.status = 'published' AND OLD.hidden_at IS NULL;
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE')
    AND NEW.status = 'published' AND NEW.hidden_at IS NULL;
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  next_version bigint;
BEGIN
  IF NOT old_published AND NOT new_published THEN
    RETURN NULL;
  END IF;
  IF old_published AND new_published
     AND OLD.name = NEW.name
     AND OLD.description = NEW.description
     AND OLD.location IS NOT DISTINCT FROM NEW.location
     AND OLD.country_code = NEW.country_code
     AND OLD.category_ids = NEW.category_ids
     AND OLD.published_at IS NOT DISTINCT FROM NEW.published_at
     AND OLD.updated_at = NEW.updated_at
     AND OLD.website_verified_at IS NOT DISTINCT FROM NEW.website_verified_at THEN
    RETURN NULL;
  END IF;
  UPDATE discovery_state SET version = version + 1 RETURNING version INTO next_version;
  INSERT INTO discovery_changes (version, organization_id) VALUES (next_version, changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A role posted, edited, closed or removed changes its organization's card ('Hiring now', the
-- role count) when the organization is listed. Expiry needs no write: the index compares each
-- role's last day with today when it answers.
CREATE OR REPLACE FUNCTION log_open_role_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.organization_id ELSE NEW.organization_id END;
  next_version bigint;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM organizations
     WHERE id = changed AND status = 'published' AND hidden_at IS NULL
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE discovery_state SET version = version + 1 RETURNING version INTO next_version;
  INSERT INTO discovery_changes (version, organization_id) VALUES (next_version, changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER open_roles_log_discovery_change
AFTER INSERT OR UPDATE OR DELETE ON open_roles
FOR EACH ROW EXECUTE FUNCTION log_open_role_change();
