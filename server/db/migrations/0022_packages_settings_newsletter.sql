CREATE TABLE "newsletter_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" uuid,
	"recipients" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_announcements_subject_check" CHECK ("newsletter_announcements"."subject" ~ '[^[:space:]]'),
	CONSTRAINT "newsletter_announcements_body_check" CHECK ("newsletter_announcements"."body" ~ '[^[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_email_check" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email") and "newsletter_subscribers"."email" like '%_@_%'),
	CONSTRAINT "newsletter_subscribers_confirmed_check" CHECK ("newsletter_subscribers"."status" <> 'confirmed' or "newsletter_subscribers"."confirmed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "practice_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_products" DROP CONSTRAINT "gift_products_service_category_check";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_category_check";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_plan_session_type_check";--> statement-breakpoint
ALTER TABLE "support_plans" DROP CONSTRAINT "support_plans_session_type_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_purpose_check";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_check";--> statement-breakpoint
ALTER TABLE "gift_certificates" DROP CONSTRAINT "gift_certificates_service_category_check";--> statement-breakpoint
ALTER TABLE "transaction_ledger" DROP CONSTRAINT "transaction_ledger_type_check";--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "therapy_packages" ADD COLUMN "session_type" text;--> statement-breakpoint
UPDATE "therapy_packages" SET "session_type" = CASE
	WHEN "format" ILIKE 'hybrid%' THEN 'hybrid'
	WHEN "format" ILIKE '%in-person%' AND ("format" ILIKE 'couples%' OR "format" ILIKE 'family%') THEN 'couples_in_person'
	WHEN "format" ILIKE '%in-person%' THEN 'individual_in_person'
	WHEN "format" ILIKE 'couples%' OR "format" ILIKE 'family%' THEN 'couples_teletherapy'
	ELSE 'individual_teletherapy'
END;--> statement-breakpoint
ALTER TABLE "therapy_packages" ALTER COLUMN "session_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD COLUMN "session_type" text;--> statement-breakpoint
UPDATE "purchased_support_plans" AS "bought" SET "session_type" = "plan"."session_type"
	FROM "support_plans" AS "plan" WHERE "plan"."id" = "bought"."plan_id";--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ALTER COLUMN "session_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD COLUMN "session_minutes" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_announcements" ADD CONSTRAINT "newsletter_announcements_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD CONSTRAINT "practice_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_announcements_created_idx" ON "newsletter_announcements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD CONSTRAINT "purchased_support_plans_package_id_therapy_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."therapy_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_products" ADD CONSTRAINT "gift_products_service_category_check" CHECK ("gift_products"."service_category" in ('individual', 'couples', 'family', 'walking', 'yoga', 'coaching'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_check" CHECK ("services"."category" in ('individual', 'couples', 'family', 'walking', 'yoga', 'coaching'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_plan_session_type_check" CHECK ("services"."plan_session_type" in ('individual_teletherapy', 'couples_teletherapy', 'hybrid', 'individual_in_person', 'couples_in_person'));--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_session_type_check" CHECK ("support_plans"."session_type" in ('individual_teletherapy', 'couples_teletherapy', 'hybrid', 'individual_in_person', 'couples_in_person'));--> statement-breakpoint
ALTER TABLE "therapy_packages" ADD CONSTRAINT "therapy_packages_session_type_check" CHECK ("therapy_packages"."session_type" in ('individual_teletherapy', 'couples_teletherapy', 'hybrid', 'individual_in_person', 'couples_in_person'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_purpose_check" CHECK ("payment_transactions"."purpose" in ('support_plan', 'therapy_package', 'booking', 'event_registration', 'gift_certificate'));--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD CONSTRAINT "purchased_support_plans_session_type_check" CHECK ("purchased_support_plans"."session_type" in ('individual_teletherapy', 'couples_teletherapy', 'hybrid', 'individual_in_person', 'couples_in_person'));--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD CONSTRAINT "purchased_support_plans_session_minutes_check" CHECK ("purchased_support_plans"."session_minutes" in (50, 60, 80, 90));--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD CONSTRAINT "purchased_support_plans_bought_check" CHECK (("purchased_support_plans"."plan_id" is null) <> ("purchased_support_plans"."package_id" is null));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_check" CHECK ("events"."event_type" in ('workshop', 'retreat', 'community'));--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_service_category_check" CHECK ("gift_certificates"."service_category" in ('individual', 'couples', 'family', 'walking', 'yoga', 'coaching'));--> statement-breakpoint
ALTER TABLE "transaction_ledger" ADD CONSTRAINT "transaction_ledger_type_check" CHECK ("transaction_ledger"."transaction_type" in ('support_plan', 'therapy_package', 'booking', 'event_registration', 'event_deposit', 'gift_certificate', 'refund'));