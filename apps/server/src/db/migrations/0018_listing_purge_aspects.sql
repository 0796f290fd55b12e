ALTER TABLE "discovery_changes" ADD COLUMN "aspects" text[] DEFAULT '{members}'::text[] NOT NULL;--> statement-breakpoint
-- Each change names what it can alter in the directory besides the cards of its organization,
-- so a cache purges those pages alone (lib/public-cache/listing-keys.ts reads the names):
--   members  it joins or leaves results, or moves totals and facet counts: every page
--   text     its name, description or place: pages with a search (matches, relevance, counts)
--   name     pages in name order;  updated  pages in last-updated order;  newest  newest order
--   hiring   its open roles: pages filtered to organizations hiring now
-- A row from before this migration reads `members`: it purges everything, as all did then.
CREATE OR REPLACE FUNCTION log_discovery_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE')
    AND OLD.status = 'published' AND OLD.hidden_at IS NULL;
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE')
    AND NEW.status = 'published' AND NEW.hidden_at IS NULL;
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  changed_aspects text[] := '{}';
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
  END IF;
  UPDATE discovery_state SET version = version + 1 RETURNING version INTO next_version;
  INSERT INTO discovery_changes (version, organization_id, aspects)
  VALUES (next_version, changed, changed_aspects);
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
  UPDATE discovery_state SET version = version + 1 RETURNING version INTO next_version;
  INSERT INTO discovery_changes (version, organization_id, aspects)
  VALUES (next_version, changed, '{hiring}');
  RETURN NULL;
END;
$$;
