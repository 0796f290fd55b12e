CREATE TABLE "organization_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_slugs" ADD CONSTRAINT "organization_slugs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_slugs_organization_idx" ON "organization_slugs" USING btree ("organization_id");--> statement-breakpoint
-- Nullable until every existing organization has its slug; the unique index comes first so
-- the backfill's clash checks are index lookups.
ALTER TABLE "organizations" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- At most `max` characters, cut after a whole word when that keeps at least half of them:
-- truncateSlug of packages/shared (organization-slug.ts), for the backfill only.
CREATE FUNCTION organization_slug_truncate(slug text, max integer) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  at_word text;
BEGIN
  IF length(slug) <= max THEN
    RETURN slug;
  END IF;
  at_word := regexp_replace(left(slug, max + 1), '-[^-]*$', '');
  IF length(at_word) <= max AND length(at_word) * 2 >= max THEN
    RETURN rtrim(at_word, '-');
  END IF;
  RETURN rtrim(left(slug, max), '-');
END;
$$;
--> statement-breakpoint
-- A name's slug, as slugify of packages/shared (organization-slug.ts) makes it: NFKD with the
-- combining marks dropped, the letters NFKD leaves whole spelled out, apostrophes dropped,
-- '&' read as 'and', ASCII lower case (translate: no locale involved), every other run one
-- hyphen, at most 80 characters; never empty, reserved or shaped like a UUID. Built-ins of
-- PostgreSQL 13+ only, so it runs the same on PostgreSQL 15 and PGlite.
CREATE FUNCTION organization_name_slug(name text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  folded text;
BEGIN
  folded := regexp_replace(
    normalize(name, NFKD),
    '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g');
  folded := replace(replace(replace(replace(replace(replace(replace(replace(
    folded, 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
    'þ', 'th'), 'Þ', 'th');
  folded := translate(folded, 'øØłŁđĐðÐıħĦŧŦŋŊĸƒ', 'oollddddihhttnnkf');
  folded := regexp_replace(folded, '[''’ʼ]', '', 'g');
  folded := replace(folded, '&', ' and ');
  folded := translate(folded, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
  folded := btrim(regexp_replace(folded, '[^a-z0-9]+', '-', 'g'), '-');
  folded := organization_slug_truncate(folded, 80);
  IF folded = '' THEN
    RETURN 'organization';
  END IF;
  IF folded IN ('active-countries', 'create', 'edit', 'new', 'search')
     OR folded ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN folded || '-organization';
  END IF;
  RETURN folded;
END;
$$;
--> statement-breakpoint
-- Every existing organization gets its name's slug; namesakes in creation order: the first
-- keeps the bare slug, the next take -2, -3… (the first number no one holds, since another
-- name's bare slug may end in a number). The updates touch nothing discovery shows, so no
-- discovery version is bumped and updated_at stays.
DO $$
DECLARE
  org record;
  attempt integer;
  candidate text;
  suffix text;
BEGIN
  UPDATE organizations o
     SET slug = ranked.base
    FROM (
      SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n
        FROM (SELECT id, created_at, organization_name_slug(name) AS base FROM organizations) b
    ) ranked
   WHERE o.id = ranked.id AND ranked.n = 1;

  FOR org IN
    SELECT id, organization_name_slug(name) AS base
      FROM organizations
     WHERE slug IS NULL
     ORDER BY created_at, id
  LOOP
    attempt := 2;
    LOOP
      suffix := '-' || attempt;
      candidate := organization_slug_truncate(org.base, 80 - length(suffix)) || suffix;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM organizations WHERE slug = candidate);
      attempt := attempt + 1;
    END LOOP;
    UPDATE organizations SET slug = candidate WHERE id = org.id;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
DROP FUNCTION organization_name_slug(text);--> statement-breakpoint
DROP FUNCTION organization_slug_truncate(text, integer);--> statement-breakpoint
INSERT INTO organization_slugs (slug, organization_id, created_at)
SELECT slug, id, created_at FROM organizations;
--> statement-breakpoint
-- Records an organization's slug when it gets one (created, or renamed). The slug's row stays
-- when the organization moves on: the old address then redirects to the new one. A slug that
-- another organization holds, now or from before, is refused as a unique violation on the
-- primary key, so writers retry with the next candidate; concurrent claims queue on the key.
-- Taking back one of its own former slugs is allowed.
CREATE FUNCTION register_organization_slug() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  holder uuid;
BEGIN
  INSERT INTO organization_slugs (slug, organization_id)
  VALUES (NEW.slug, NEW.id)
  ON CONFLICT (slug) DO NOTHING;
  SELECT organization_id INTO holder FROM organization_slugs WHERE slug = NEW.slug;
  IF holder IS DISTINCT FROM NEW.id THEN
    RAISE EXCEPTION 'The slug % belongs to another organization.', NEW.slug
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'organization_slugs_pkey';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_register_slug
AFTER INSERT OR UPDATE OF slug ON organizations
FOR EACH ROW EXECUTE FUNCTION register_organization_slug();
--> statement-breakpoint
-- For bulk loads that bypass triggers (and for repair): records every current slug not yet
-- recorded. A slug recorded for another organization stays a primary key violation.
CREATE FUNCTION rebuild_organization_slugs() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO organization_slugs (slug, organization_id, created_at)
  SELECT o.slug, o.id, o.created_at
    FROM organizations o
   WHERE NOT EXISTS (
     SELECT 1 FROM organization_slugs s WHERE s.slug = o.slug AND s.organization_id = o.id
   );
$$;
