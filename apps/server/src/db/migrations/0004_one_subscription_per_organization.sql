CREATE TABLE "billing_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"kept_stripe_subscription_id" text,
	"refund_id" text,
	"refund_amount" integer,
	"refund_currency" text,
	"detected_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_actions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "billing_actions_action_check" CHECK ("billing_actions"."action" in ('canceled', 'canceled_and_refunded')),
	CONSTRAINT "billing_actions_reason_check" CHECK ("billing_actions"."reason" in ('duplicate_subscription', 'organization_deleted')),
	CONSTRAINT "billing_actions_detected_by_check" CHECK ("billing_actions"."detected_by" in ('webhook', 'session_check', 'checkout', 'reconciliation')),
	CONSTRAINT "billing_actions_refund_check" CHECK (("billing_actions"."action" = 'canceled_and_refunded') = ("billing_actions"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "test_subscriptions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_actions_organization_idx" ON "billing_actions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_organization_idx" ON "checkout_sessions" USING btree ("organization_id");