-- Moves an organization's contribution to the discovery counts in one statement per table,
-- with the (country, category) keys netted and sorted. Every transaction therefore locks
-- count rows in the same global order (facet rows before country rows, each by key), so
-- concurrent writes to organizations sharing categories can no longer deadlock, and an
-- update that changes nothing the counts depend on touches no count row at all.
CREATE OR REPLACE FUNCTION adjust_category_facet_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_published boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published';
  new_published boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published';
BEGIN
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
