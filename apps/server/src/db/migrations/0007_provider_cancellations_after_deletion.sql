CREATE TABLE "pending_provider_cancellations" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "pending_provider_cancellations_kind_check" CHECK ("pending_provider_cancellations"."kind" in ('subscription', 'checkout_session'))
);
--> statement-breakpoint
ALTER TABLE "billing_actions" DROP CONSTRAINT "billing_actions_detected_by_check";--> statement-breakpoint
ALTER TABLE "billing_actions" ADD CONSTRAINT "billing_actions_detected_by_check" CHECK ("billing_actions"."detected_by" in ('webhook', 'session_check', 'checkout', 'reconciliation', 'deletion'));
--> statement-breakpoint
-- A subscription still running at the provider, or a checkout session still open, whose row
-- goes (with its organization, or its owner's account) is queued in the same transaction.
CREATE FUNCTION queue_provider_cancellation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'subscriptions' THEN
    IF OLD.stripe_subscription_id IS NOT NULL
       AND OLD.status NOT IN ('canceled', 'incomplete_expired') THEN
      INSERT INTO pending_provider_cancellations (provider_id, kind, organization_id, user_id)
      VALUES (OLD.stripe_subscription_id, 'subscription', OLD.organization_id, OLD.user_id)
      ON CONFLICT (provider_id) DO NOTHING;
    END IF;
  ELSIF OLD.status = 'open' THEN
    INSERT INTO pending_provider_cancellations (provider_id, kind, organization_id, user_id)
    VALUES (OLD.id, 'checkout_session', OLD.organization_id, OLD.user_id)
    ON CONFLICT (provider_id) DO NOTHING;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_queue_provider_cancellation AFTER DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION queue_provider_cancellation();
--> statement-breakpoint
CREATE TRIGGER checkout_sessions_queue_provider_cancellation AFTER DELETE ON checkout_sessions
  FOR EACH ROW EXECUTE FUNCTION queue_provider_cancellation();
