ALTER TABLE "discovery_changes" ADD COLUMN "text_before" text;--> statement-breakpoint
ALTER TABLE "discovery_changes" ADD COLUMN "text_after" text;--> statement-breakpoint
ALTER TABLE "discovery_changes" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "discovery_changes" ADD COLUMN "category_ids" text[];--> statement-breakpoint
-- A change that keeps an organization in the results it was in names what a cache needs to
-- purge no more than it altered (lib/public-cache/listing-keys.ts):
--   text_before, text_after   its searchable text (name, description, place) around a text
--                             change: only searches reaching a word added or removed changed
--   country_code, category_ids  where it is listed: a move in an order alters only pages
--                             filtered to its country or one of its categories, and unfiltered
-- A `members` change, and rows from before this migration, keep none: they purge as before.
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
  UPDATE discovery_state SET version = version + 1 RETURNING version INTO next_version;
  INSERT INTO discovery_changes (
    version, organization_id, aspects, text_before, text_after, country_code, category_ids
  ) VALUES (
    next_version, changed, changed_aspects, before_text, after_text,
    listed_country, listed_categories
  );
  RETURN NULL;
END;
$$;
