CREATE TABLE "published_country_counts" (
	"country_code" text PRIMARY KEY NOT NULL,
	"organization_count" integer NOT NULL
);
--> statement-breakpoint
-- Same contract as before, now also keeping published_country_counts exact.
CREATE OR REPLACE FUNCTION adjust_category_facet_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE category_facet_counts
    SET organization_count = organization_count - 1
    WHERE country_code = OLD.country_code AND category_id = ANY (OLD.category_ids);
    DELETE FROM category_facet_counts
    WHERE country_code = OLD.country_code
      AND category_id = ANY (OLD.category_ids)
      AND organization_count <= 0;
    UPDATE published_country_counts
    SET organization_count = organization_count - 1
    WHERE country_code = OLD.country_code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO category_facet_counts (country_code, category_id, organization_count)
    SELECT NEW.country_code, c, 1 FROM unnest(NEW.category_ids) AS c
    ON CONFLICT (country_code, category_id)
    DO UPDATE SET organization_count = category_facet_counts.organization_count + 1;
    INSERT INTO published_country_counts (country_code, organization_count)
    VALUES (NEW.country_code, 1)
    ON CONFLICT (country_code)
    DO UPDATE SET organization_count = published_country_counts.organization_count + 1;
  END IF;
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
   WHERE o.status = 'published'
   GROUP BY o.country_code, c;
  DELETE FROM published_country_counts;
  INSERT INTO published_country_counts (country_code, organization_count)
  SELECT country_code, count(*)::int FROM organizations
   WHERE status = 'published'
   GROUP BY country_code;
$$;
--> statement-breakpoint
SELECT rebuild_category_facet_counts();
