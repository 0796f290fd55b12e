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
-- Moves an organization's contribution to category_facet_counts whenever its publication,
-- country or categories change: the old row's contribution out, the new row's in.
CREATE FUNCTION adjust_category_facet_counts() RETURNS trigger
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
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO category_facet_counts (country_code, category_id, organization_count)
    SELECT NEW.country_code, c, 1 FROM unnest(NEW.category_ids) AS c
    ON CONFLICT (country_code, category_id)
    DO UPDATE SET organization_count = category_facet_counts.organization_count + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_adjust_facets
AFTER INSERT OR DELETE OR UPDATE OF status, country_code, category_ids ON organizations
FOR EACH ROW EXECUTE FUNCTION adjust_category_facet_counts();
--> statement-breakpoint
-- Recomputes every count from scratch: for bulk loads that bypass triggers, and for repair.
CREATE FUNCTION rebuild_category_facet_counts() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM category_facet_counts;
  INSERT INTO category_facet_counts (country_code, category_id, organization_count)
  SELECT o.country_code, c, count(*)::int
    FROM organizations o, unnest(o.category_ids) AS c
   WHERE o.status = 'published'
   GROUP BY o.country_code, c;
$$;
