-- Facet counts come from each process's discovery index
-- (docs/decisions/0014-discovery-index-in-process.md), so the per-(country, category) table,
-- and the work its trigger did on every write, go
-- (docs/decisions/0038-facet-counts-from-the-index-and-one-name-per-plan.md). The per-country
-- totals stay, read by the active countries and the sitemap's total; their trigger now fires
-- only on what they depend on.
DROP TRIGGER organizations_adjust_facets ON organizations;--> statement-breakpoint
DROP FUNCTION adjust_category_facet_counts();--> statement-breakpoint
DROP FUNCTION rebuild_category_facet_counts();--> statement-breakpoint
DROP TABLE "category_facet_counts" CASCADE;--> statement-breakpoint
-- An organization's old contribution out, its new one in, netted per country. The version
-- row is locked first and held to commit, so writes that change counts queue on it and count
-- rows are only ever locked by its holder: no deadlock between them, whatever order a
-- transaction touches them in. log_discovery_change, which fires next, bumps the version.
CREATE FUNCTION adjust_published_country_counts() RETURNS trigger
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
  PERFORM 1 FROM discovery_state FOR UPDATE;

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
CREATE TRIGGER organizations_adjust_country_counts
AFTER INSERT OR DELETE OR UPDATE OF status, hidden_at, country_code ON organizations
FOR EACH ROW EXECUTE FUNCTION adjust_published_country_counts();
--> statement-breakpoint
-- Recomputes the totals from scratch, for bulk loads that bypass triggers and for repair.
-- It changes them wholesale, so it bumps the version: every discovery index rebuilds.
CREATE FUNCTION rebuild_published_country_counts() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM published_country_counts;
  INSERT INTO published_country_counts (country_code, organization_count)
  SELECT country_code, count(*)::int FROM organizations
   WHERE status = 'published' AND hidden_at IS NULL
   GROUP BY country_code;
  UPDATE discovery_state SET version = version + 1;
$$;
--> statement-breakpoint
-- The annual plan has one name: what checkout requests, Stripe's metadata and the plan
-- constants already call it. Subscriptions stored under the old word take the new one.
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_type_check";--> statement-breakpoint
UPDATE subscriptions SET type = 'annual' WHERE type = 'yearly';--> statement-breakpoint
UPDATE organizations SET subscription_type = 'annual' WHERE subscription_type = 'yearly';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_type_check" CHECK ("subscriptions"."type" in ('monthly', 'annual', 'guest'));
