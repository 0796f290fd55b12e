-- Keeps organizations.category_ids equal to the organization's links, in display order.
CREATE FUNCTION sync_organization_category_ids() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target uuid := COALESCE(NEW.organization_id, OLD.organization_id);
BEGIN
  UPDATE organizations
  SET category_ids = COALESCE(
    (SELECT array_agg(category_id ORDER BY position, category_id)
       FROM organization_categories
      WHERE organization_id = target),
    '{}'::text[])
  WHERE id = target;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_categories_sync_ids
AFTER INSERT OR UPDATE OR DELETE ON organization_categories
FOR EACH ROW EXECUTE FUNCTION sync_organization_category_ids();
--> statement-breakpoint
INSERT INTO discovery_state (singleton, version) VALUES (true, 0);
--> statement-breakpoint
-- Keeps category_facet_counts and published_country_counts exact: an organization's old
-- contribution out, its new one in, netted per key. The version row is locked first and held
-- to commit, so writes that change counts queue on it and count rows are only ever locked by
-- its holder: no deadlock between them, whatever order a transaction touches them in. Such
-- writes are rare (publication, category and country edits); updates that change nothing the
-- counts depend on return before taking any lock.
CREATE FUNCTION adjust_category_facet_counts() RETURNS trigger
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
  UPDATE discovery_state SET version = version + 1;

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
CREATE TRIGGER organizations_adjust_facets
AFTER INSERT OR DELETE OR UPDATE OF status, country_code, category_ids ON organizations
FOR EACH ROW EXECUTE FUNCTION adjust_category_facet_counts();
--> statement-breakpoint
-- Recomputes every count from scratch, for bulk loads that bypass triggers and for repair.
-- It changes counts wholesale, so it bumps the version: readers drop what they memoized.
CREATE FUNCTION rebuild_category_facet_counts() RETURNS void
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
  UPDATE discovery_state SET version = version + 1;
$$;
