-- An organization that has never been published is addressed by its id, and holds no readable
-- slug: it claims one when it is first listed (decision 15). The readable slugs such
-- organizations hold were only ever answered to their own people (anyone else got 404), so they
-- are released rather than kept as former addresses: kept, they would go on reserving their
-- names and numbering the public namesakes after them. Nothing discovery shows changes, so no
-- discovery version is bumped and updated_at stays; the trigger of 0006 records each id.
UPDATE organizations SET slug = id::text WHERE status = 'pending' AND slug <> id::text;
--> statement-breakpoint
DELETE FROM organization_slugs AS recorded
 USING organizations AS organization
 WHERE recorded.organization_id = organization.id
   AND organization.status = 'pending'
   AND recorded.slug <> organization.id::text;
