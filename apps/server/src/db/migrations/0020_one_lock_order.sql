-- Two counters are locked to commit by the writes that change public pages: the page counter
-- (page_versions' '*' row, 0015_page_versions) and discovery's version (discovery_state).
-- Every write that changes discovery changes a page too, so it takes both; taken in either
-- order, two such writes could each hold one and wait for the other (a deadlock, 40P01: a
-- republish took the page counter, then discovery's; a publish took discovery's first for its
-- country counts, then the page counter). From here on, one order: the page counter, then
-- discovery_state, then the count rows. These two functions are the only way in.
CREATE FUNCTION lock_discovery_state() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM page_versions WHERE key = '*' FOR UPDATE;
  PERFORM 1 FROM discovery_state FOR UPDATE;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION next_discovery_version() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  PERFORM lock_discovery_state();
  UPDATE discovery_state SET version = version + 1 RETURNING version INTO next_version;
  RETURN next_version;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION adjust_published_country_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE')
    AND OLD.status = 'published' AND OLD.hidden_at IS NULL;
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE')
    AND NEW.status = 'published' AND NEW.hidden_at IS NULL;
BEGIN
  IF old_published = new_published
     AND (NOT new_published OR OLD.country_code = NEW.country_code) THEN
    RETURN NULL;
  END IF;
  PERFORM lock_discovery_state();

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
CREATE OR REPLACE FUNCTION rebuild_published_country_counts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_discovery_state();
  DELETE FROM published_country_counts;
  INSERT INTO published_country_counts (country_code, organization_count)
  SELECT country_code, count(*)::int FROM organizations
   WHERE status = 'published' AND hidden_at IS NULL
   GROUP BY country_code;
  UPDATE discovery_state SET version = version + 1;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_discovery_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE')
    AND OLD.status = 'published' AND OLD.hidden_at IS NULL;
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE')
    AND NEW.status = 'published' AND NEW.hidden_at IS NULL;
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  changed_aspects text[] := '{}';
  before_text text;
  after_text text;
  listed_country text;
  listed_categories text[];
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
  IF NOT (old_published AND new_published)
     OR OLD.country_code <> NEW.country_code
     OR OLD.category_ids <> NEW.category_ids THEN
    changed_aspects := '{members}';
  ELSE
    IF OLD.name <> NEW.name
       OR OLD.description <> NEW.description
       OR OLD.location IS DISTINCT FROM NEW.location THEN
      changed_aspects := changed_aspects || '{text}'::text[];
      before_text := concat_ws(E'\n', OLD.name, OLD.description, OLD.location);
      after_text := concat_ws(E'\n', NEW.name, NEW.description, NEW.location);
    END IF;
    IF OLD.name <> NEW.name THEN
      changed_aspects := changed_aspects || '{name}'::text[];
    END IF;
    IF OLD.updated_at <> NEW.updated_at THEN
      changed_aspects := changed_aspects || '{updated}'::text[];
    END IF;
    IF OLD.published_at IS DISTINCT FROM NEW.published_at THEN
      changed_aspects := changed_aspects || '{newest}'::text[];
    END IF;
    listed_country := NEW.country_code;
    listed_categories := NEW.category_ids;
  END IF;
  next_version := next_discovery_version();
  INSERT INTO discovery_changes (
    version, organization_id, aspects, text_before, text_after, country_code, category_ids
  ) VALUES (
    next_version, changed, changed_aspects, before_text, after_text,
    listed_country, listed_categories
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
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
  next_version := next_discovery_version();
  INSERT INTO discovery_changes (version, organization_id, aspects)
  VALUES (next_version, changed, '{hiring}');
  RETURN NULL;
END;
$$;
