CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('admin', 'system', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "organization_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_user_id" text,
	"reporter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "organization_reports_reason_check" CHECK ("organization_reports"."reason" in ('spam', 'misleading', 'impersonation', 'harmful', 'other')),
	CONSTRAINT "organization_reports_resolution_check" CHECK (("organization_reports"."resolved_at" is null) = ("organization_reports"."resolution" is null) and ("organization_reports"."resolution" is null or "organization_reports"."resolution" in ('dismissed', 'hidden'))),
	CONSTRAINT "organization_reports_details_check" CHECK (char_length("organization_reports"."details") <= 1000)
);
--> statement-breakpoint
DROP INDEX "organizations_published_feed_idx";--> statement-breakpoint
DROP INDEX "organizations_published_country_feed_idx";--> statement-breakpoint
DROP INDEX "organizations_published_country_id_idx";--> statement-breakpoint
DROP INDEX "organizations_published_categories_idx";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "guest_codes" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_reports" ADD CONSTRAINT "organization_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organization_reports_open_idx" ON "organization_reports" USING btree ("organization_id","created_at" DESC NULLS LAST) WHERE "organization_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "organization_reports_reporter_idx" ON "organization_reports" USING btree ("reporter_key","organization_id");--> statement-breakpoint
CREATE INDEX "organizations_hidden_idx" ON "organizations" USING btree ("hidden_at") WHERE "organizations"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "organizations_published_feed_idx" ON "organizations" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "organizations"."status" = 'published' and "organizations"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_published_country_feed_idx" ON "organizations" USING btree ("country_code","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "organizations"."status" = 'published' and "organizations"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_published_country_id_idx" ON "organizations" USING btree ("country_code","id") WHERE "organizations"."status" = 'published' and "organizations"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_published_categories_idx" ON "organizations" USING gin ("category_ids") WHERE "organizations"."status" = 'published' and "organizations"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_hidden_check" CHECK (("organizations"."hidden_at" is null) = ("organizations"."hidden_reason" is null));--> statement-breakpoint
-- Listed now means published by billing and not hidden by a moderator: the counts and the
-- change log follow what the public sees, so hiding takes a profile out of the grid, search,
-- facet counts and sitemap at once, in every process.
CREATE OR REPLACE FUNCTION adjust_category_facet_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE')
    AND OLD.status = 'published' AND OLD.hidden_at IS NULL;
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE')
    AND NEW.status = 'published' AND NEW.hidden_at IS NULL;
BEGIN
  IF old_published AND new_published
     AND OLD.country_code = NEW.country_code
     AND OLD.category_ids = NEW.category_ids THEN
    RETURN NULL;
  END IF;
  IF NOT old_published AND NOT new_published THEN
    RETURN NULL;
  END IF;
  -- Locked first, as before; log_discovery_change (which fires next) bumps the version.
  PERFORM 1 FROM discovery_state FOR UPDATE;

  WITH deltas AS (
    SELECT OLD.country_code AS country_code, c AS category_id, -1 AS delta
      FROM unnest(CASE WHEN old_published THEN OLD.category_ids ELSE '{}'::text[] END) AS c
    UNION ALL
    SELECT NEW.country_code, c, 1
      FROM unnest(CASE WHEN new_published THEN NEW.category_ids ELSE '{}'::text[] END) AS c
  ), net AS (
    SELECT country_code, category_id, sum(delta)::int AS delta
      FROM deltas
     GROUP BY country_code, category_id
    HAVING sum(delta) <> 0
  )
  INSERT INTO category_facet_counts AS f (country_code, category_id, organization_count)
  SELECT country_code, category_id, delta FROM net ORDER BY country_code, category_id
  ON CONFLICT (country_code, category_id)
  DO UPDATE SET organization_count = f.organization_count + excluded.organization_count;

  IF old_published THEN
    DELETE FROM category_facet_counts
     WHERE country_code = OLD.country_code
       AND category_id = ANY (OLD.category_ids)
       AND organization_count <= 0;
  END IF;

  WITH deltas AS (
    SELECT OLD.country_code AS country_code, -1 AS delta WHERE old_published
    UNION ALL
    SELECT NEW.country_code, 1 WHERE new_published
  ), net AS (
    SELECT country_code, sum(delta)::int AS delta
      FROM deltas
     GROUP BY country_code
    HAVING sum(delta) <> 0
  )
  INSERT INTO published_country_counts AS p (country_code, organization_count)
  SELECT country_code, delta FROM net ORDER BY country_code
  ON CONFLICT (country_code)
  DO UPDATE SET organization_count = p.organization_count + excluded.organization_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER organizations_adjust_facets ON organizations;
--> statement-breakpoint
CREATE TRIGGER organizations_adjust_facets
AFTER INSERT OR DELETE OR UPDATE OF status, hidden_at, country_code, category_ids ON organizations
FOR EACH ROW EXECUTE FUNCTION adjust_category_facet_counts();
--> statement-breakpoint
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
     AND OLD.updated_at = NEW.updated_at THEN
    RETURN NULL;
  END IF;
  UPDATE discovery_state SET version = version + 1 RETURNING version INTO next_version;
  INSERT INTO discovery_changes (version, organization_id) VALUES (next_version, changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_category_facet_counts() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM category_facet_counts;
  INSERT INTO category_facet_counts (country_code, category_id, organization_count)
  SELECT o.country_code, c, count(*)::int
    FROM organizations o, unnest(o.category_ids) AS c
   WHERE o.status = 'published' AND o.hidden_at IS NULL
   GROUP BY o.country_code, c;
  DELETE FROM published_country_counts;
  INSERT INTO published_country_counts (country_code, organization_count)
  SELECT country_code, count(*)::int FROM organizations
   WHERE status = 'published' AND hidden_at IS NULL
   GROUP BY country_code;
  UPDATE discovery_state SET version = version + 1;
$$;
