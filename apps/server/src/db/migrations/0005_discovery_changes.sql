CREATE TABLE "discovery_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "discovery_changes_changed_at_idx" ON "discovery_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "organizations_published_country_id_idx" ON "organizations" USING btree ("country_code","id") WHERE "organizations"."status" = 'published';
--> statement-breakpoint
-- The count trigger keeps its lock order (the version row first) but no longer bumps the
-- version itself: every bump now comes with a row in discovery_changes, so a reader can tell
-- a change it can apply from a gap it must rebuild over.
CREATE OR REPLACE FUNCTION adjust_category_facet_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published';
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published';
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
-- Logs every change discovery shows of a published organization (it appears, goes, or its
-- text, place, categories or dates change): the version is bumped under the row lock, held to
-- commit, so versions become visible in order, and the change is logged under it.
CREATE FUNCTION log_discovery_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published';
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published';
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
CREATE TRIGGER organizations_log_discovery_change
AFTER INSERT OR UPDATE OR DELETE ON organizations
FOR EACH ROW EXECUTE FUNCTION log_discovery_change();
