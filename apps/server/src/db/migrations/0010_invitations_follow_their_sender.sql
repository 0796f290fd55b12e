ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_kind_check";--> statement-breakpoint
CREATE INDEX "organization_invitations_organization_sent_idx" ON "organization_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_invitations_sender_sent_idx" ON "organization_invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('admin', 'system', 'owner', 'member'));--> statement-breakpoint
-- An invitation stands only while its sender may still invite: withdraw the open ones whose
-- sender has since left, been demoted, deleted their account or been disabled.
UPDATE "organization_invitations" AS "invitation"
   SET "revoked_at" = now()
 WHERE "invitation"."accepted_at" IS NULL
   AND "invitation"."revoked_at" IS NULL
   AND NOT EXISTS (
     SELECT 1 FROM "organization_members" AS "sender"
       JOIN "users" ON "users"."id" = "sender"."user_id"
      WHERE "sender"."organization_id" = "invitation"."organization_id"
        AND "sender"."user_id" = "invitation"."invited_by"
        AND "sender"."role" = 'owner'
        AND "users"."disabled_at" IS NULL
   );
