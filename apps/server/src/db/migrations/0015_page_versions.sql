CREATE TABLE "cache_purge_state" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"page_version" bigint DEFAULT 0 NOT NULL,
	"discovery_version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cache_purge_state_singleton_check" CHECK ("cache_purge_state"."singleton")
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_versions_version_idx" ON "page_versions" USING btree ("version");--> statement-breakpoint
-- The counter every page version is drawn from, as the row keyed '*'. Taking the next number
-- locks that row until the writing transaction ends, so versions become visible in the order
-- they were drawn: whoever has seen version n has seen every change up to n (a sequence would
-- let a smaller number commit after a larger one, and a purge claimed past it would miss it).
INSERT INTO page_versions (key, version) VALUES ('*', 0);
--> statement-breakpoint
INSERT INTO cache_purge_state (singleton, page_version, discovery_version)
SELECT true, 0, coalesce((SELECT version FROM discovery_state), 0);
--> statement-breakpoint
CREATE FUNCTION bump_page_version(changed text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE page_versions SET version = version + 1 WHERE key = '*' RETURNING version INTO next_version;
  INSERT INTO page_versions AS p (key, version) VALUES (changed, next_version)
  ON CONFLICT (key) DO UPDATE SET version = excluded.version;
END;
$$;
--> statement-breakpoint
-- Any change to an organization's row is a change to its public pages (a status, a slug, a
-- field the profile shows); its deletion too, and its key stays behind to say so.
CREATE FUNCTION organizations_bump_page_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_page_version('org:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_bump_page_version
AFTER INSERT OR DELETE ON organizations
FOR EACH ROW EXECUTE FUNCTION organizations_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER organizations_bump_page_version_on_change
AFTER UPDATE ON organizations
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION organizations_bump_page_version();
--> statement-breakpoint
-- The parts a profile shows beside its row: categories (with their images), open roles,
-- milestones and the gallery.
CREATE FUNCTION organization_part_bump_page_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_page_version(
    'org:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.organization_id ELSE NEW.organization_id END
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_categories_bump_page_version
AFTER INSERT OR DELETE ON organization_categories
FOR EACH ROW EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER organization_categories_bump_page_version_on_change
AFTER UPDATE ON organization_categories
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER open_roles_bump_page_version
AFTER INSERT OR DELETE ON open_roles
FOR EACH ROW EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER open_roles_bump_page_version_on_change
AFTER UPDATE ON open_roles
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER organization_milestones_bump_page_version
AFTER INSERT OR DELETE ON organization_milestones
FOR EACH ROW EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER organization_milestones_bump_page_version_on_change
AFTER UPDATE ON organization_milestones
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER organization_media_bump_page_version
AFTER INSERT OR DELETE ON organization_media
FOR EACH ROW EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER organization_media_bump_page_version_on_change
AFTER UPDATE ON organization_media
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION organization_part_bump_page_version();
--> statement-breakpoint
-- What every page shows: the taxonomy in filters and cards, the FAQ on its pages. An update
-- that changes nothing (the reference seed at every start) is no change: no bump, no purge.
CREATE FUNCTION site_bump_page_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_page_version('site');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_bump_page_version
AFTER INSERT OR DELETE ON categories
FOR EACH ROW EXECUTE FUNCTION site_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER categories_bump_page_version_on_change
AFTER UPDATE ON categories
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION site_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER category_groups_bump_page_version
AFTER INSERT OR DELETE ON category_groups
FOR EACH ROW EXECUTE FUNCTION site_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER category_groups_bump_page_version_on_change
AFTER UPDATE ON category_groups
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION site_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER countries_bump_page_version
AFTER INSERT OR DELETE ON countries
FOR EACH ROW EXECUTE FUNCTION site_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER countries_bump_page_version_on_change
AFTER UPDATE ON countries
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION site_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER faq_entries_bump_page_version
AFTER INSERT OR DELETE ON faq_entries
FOR EACH ROW EXECUTE FUNCTION site_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER faq_entries_bump_page_version_on_change
AFTER UPDATE ON faq_entries
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION site_bump_page_version();
