CREATE TABLE "auth_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text DEFAULT 'google' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sync_enabled" boolean DEFAULT true NOT NULL,
	"calendar_email" text,
	"calendar_id" text,
	"access_token" text,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_user_provider_unique" UNIQUE("user_id","provider"),
	CONSTRAINT "calendar_connections_provider_check" CHECK ("calendar_connections"."provider" in ('google'))
);
--> statement-breakpoint
CREATE TABLE "homework_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"status" text DEFAULT 'assigned' NOT NULL,
	"client_response" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_status_check" CHECK ("homework_assignments"."status" in ('assigned', 'in_progress', 'completed', 'reviewed')),
	CONSTRAINT "homework_title_check" CHECK ("homework_assignments"."title" ~ '[^[:space:]]'),
	CONSTRAINT "homework_response_check" CHECK ("homework_assignments"."status" not in ('completed', 'reviewed') or coalesce("homework_assignments"."client_response", '') ~ '[^[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"content" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_check" CHECK ("messages"."content" ~ '[^[:space:]]'),
	CONSTRAINT "messages_length_check" CHECK (char_length("messages"."content") <= 5000),
	CONSTRAINT "messages_not_self_check" CHECK ("messages"."sender_id" <> "messages"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"service_id" text,
	"session_date" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"session_type" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"meeting_link" text,
	"notes" text,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"external_calendar_event_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_status_check" CHECK ("sessions"."status" in ('scheduled', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "sessions_session_type_check" CHECK ("sessions"."session_type" in ('teletherapy', 'individual_therapy', 'couples_therapy', 'family_therapy', 'walk_therapy', 'therapeutic_yoga')),
	CONSTRAINT "sessions_duration_check" CHECK ("sessions"."duration_minutes" between 15 and 240),
	CONSTRAINT "sessions_ends_at_check" CHECK ("sessions"."ends_at" - "sessions"."session_date" = make_interval(mins => "sessions"."duration_minutes")),
	CONSTRAINT "sessions_client_not_therapist_check" CHECK ("sessions"."client_id" <> "sessions"."therapist_id")
);
--> statement-breakpoint
CREATE TABLE "therapist_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_availability_day_unique" UNIQUE("therapist_id","day_of_week"),
	CONSTRAINT "therapist_availability_day_check" CHECK ("therapist_availability"."day_of_week" between 0 and 6),
	CONSTRAINT "therapist_availability_times_check" CHECK ("therapist_availability"."end_time" > "therapist_availability"."start_time")
);
--> statement-breakpoint
CREATE TABLE "gift_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"base_price_usd" integer,
	"local_only" boolean DEFAULT false NOT NULL,
	"valid_months" integer DEFAULT 12 NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_products_category_check" CHECK ("gift_products"."category" in ('therapy', 'experience')),
	CONSTRAINT "gift_products_base_price_check" CHECK ("gift_products"."base_price_usd" is null or "gift_products"."base_price_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"addon_type" text NOT NULL,
	"region" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"accra_only" boolean DEFAULT false NOT NULL,
	"price_ghs" integer,
	"price_usd" integer,
	"price_gbp" integer,
	"price_eur" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_addons_name_unique" UNIQUE("name"),
	CONSTRAINT "plan_addons_region_check" CHECK ("plan_addons"."region" in ('local', 'international', 'both')),
	CONSTRAINT "plan_addons_price_ghs_check" CHECK ("plan_addons"."price_ghs" is null or "plan_addons"."price_ghs" > 0),
	CONSTRAINT "plan_addons_price_usd_check" CHECK ("plan_addons"."price_usd" is null or "plan_addons"."price_usd" > 0),
	CONSTRAINT "plan_addons_price_gbp_check" CHECK ("plan_addons"."price_gbp" is null or "plan_addons"."price_gbp" > 0),
	CONSTRAINT "plan_addons_price_eur_check" CHECK ("plan_addons"."price_eur" is null or "plan_addons"."price_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"delivery" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"availability" text NOT NULL,
	"coupon_type" text,
	"plan_session_type" text,
	"price_ghs" integer,
	"price_usd" integer,
	"price_gbp" integer,
	"price_eur" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_category_check" CHECK ("services"."category" in ('individual', 'couples', 'family', 'walking', 'yoga')),
	CONSTRAINT "services_delivery_check" CHECK ("services"."delivery" in ('virtual', 'in-person')),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" in (50, 60, 80, 90)),
	CONSTRAINT "services_availability_check" CHECK ("services"."availability" in ('local', 'international', 'both')),
	CONSTRAINT "services_coupon_type_check" CHECK ("services"."coupon_type" in ('individual_teletherapy', 'individual_in_person')),
	CONSTRAINT "services_plan_session_type_check" CHECK ("services"."plan_session_type" in ('individual_teletherapy', 'couples_teletherapy', 'hybrid', 'individual_in_person')),
	CONSTRAINT "services_price_ghs_check" CHECK ("services"."price_ghs" is null or "services"."price_ghs" > 0),
	CONSTRAINT "services_price_usd_check" CHECK ("services"."price_usd" is null or "services"."price_usd" > 0),
	CONSTRAINT "services_price_gbp_check" CHECK ("services"."price_gbp" is null or "services"."price_gbp" > 0),
	CONSTRAINT "services_price_eur_check" CHECK ("services"."price_eur" is null or "services"."price_eur" > 0),
	CONSTRAINT "services_local_price_check" CHECK ("services"."availability" = 'international' or "services"."price_ghs" is not null),
	CONSTRAINT "services_international_price_check" CHECK ("services"."availability" = 'local' or ("services"."price_usd" is not null and "services"."price_gbp" is not null and "services"."price_eur" is not null))
);
--> statement-breakpoint
CREATE TABLE "support_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"region" text NOT NULL,
	"session_type" text NOT NULL,
	"plan_type" text NOT NULL,
	"session_count" integer NOT NULL,
	"valid_months" integer NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"price_ghs" integer,
	"price_usd" integer,
	"price_gbp" integer,
	"price_eur" integer,
	"original_price_ghs" integer,
	"original_price_usd" integer,
	"original_price_gbp" integer,
	"original_price_eur" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_plans_kind_unique" UNIQUE("region","session_type","plan_type"),
	CONSTRAINT "support_plans_region_check" CHECK ("support_plans"."region" in ('local', 'international')),
	CONSTRAINT "support_plans_session_type_check" CHECK ("support_plans"."session_type" in ('individual_teletherapy', 'couples_teletherapy', 'hybrid', 'individual_in_person')),
	CONSTRAINT "support_plans_session_count_check" CHECK ("support_plans"."session_count" > 0),
	CONSTRAINT "support_plans_valid_months_check" CHECK ("support_plans"."valid_months" > 0),
	CONSTRAINT "support_plans_discount_check" CHECK ("support_plans"."discount_percentage" between 0 and 100),
	CONSTRAINT "support_plans_price_ghs_check" CHECK ("support_plans"."price_ghs" is null or "support_plans"."price_ghs" > 0),
	CONSTRAINT "support_plans_price_usd_check" CHECK ("support_plans"."price_usd" is null or "support_plans"."price_usd" > 0),
	CONSTRAINT "support_plans_price_gbp_check" CHECK ("support_plans"."price_gbp" is null or "support_plans"."price_gbp" > 0),
	CONSTRAINT "support_plans_price_eur_check" CHECK ("support_plans"."price_eur" is null or "support_plans"."price_eur" > 0),
	CONSTRAINT "support_plans_price_for_region_check" CHECK (("support_plans"."region" = 'local' and "support_plans"."price_ghs" is not null) or ("support_plans"."region" = 'international' and "support_plans"."price_usd" is not null and "support_plans"."price_gbp" is not null and "support_plans"."price_eur" is not null))
);
--> statement-breakpoint
CREATE TABLE "therapy_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"icon" text NOT NULL,
	"sessions" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"badge" text,
	"description" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_ghs" integer,
	"price_usd" integer,
	"price_gbp" integer,
	"price_eur" integer,
	"valid_months" integer DEFAULT 6 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapy_packages_region_check" CHECK ("therapy_packages"."region" in ('local', 'international')),
	CONSTRAINT "therapy_packages_duration_check" CHECK ("therapy_packages"."duration_minutes" in (50, 60, 80, 90)),
	CONSTRAINT "therapy_packages_sessions_check" CHECK ("therapy_packages"."sessions" > 0),
	CONSTRAINT "therapy_packages_valid_months_check" CHECK ("therapy_packages"."valid_months" > 0),
	CONSTRAINT "therapy_packages_price_check" CHECK (("therapy_packages"."region" = 'local' and "therapy_packages"."price_ghs" is not null and "therapy_packages"."price_ghs" > 0) or ("therapy_packages"."region" = 'international' and "therapy_packages"."price_usd" is not null and "therapy_packages"."price_gbp" is not null and "therapy_packages"."price_eur" is not null and "therapy_packages"."price_usd" > 0 and "therapy_packages"."price_gbp" > 0 and "therapy_packages"."price_eur" > 0))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"service_name" text NOT NULL,
	"session_type" text NOT NULL,
	"session_date" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"concerns" text,
	"previous_experience" text,
	"region" text NOT NULL,
	"payment_amount" integer NOT NULL,
	"payment_currency" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_id" text,
	"status" text NOT NULL,
	"is_deposit" boolean DEFAULT false NOT NULL,
	"balance_due" integer DEFAULT 0 NOT NULL,
	"coupon_id" uuid,
	"purchased_plan_id" uuid,
	"session_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "bookings_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "bookings_session_type_check" CHECK ("bookings"."session_type" in ('virtual', 'in-person')),
	CONSTRAINT "bookings_duration_check" CHECK ("bookings"."duration_minutes" in (50, 60, 80, 90)),
	CONSTRAINT "bookings_region_check" CHECK ("bookings"."region" in ('local', 'international')),
	CONSTRAINT "bookings_currency_check" CHECK ("bookings"."payment_currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('pending', 'paid', 'free', 'failed', 'refunded')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending_payment', 'confirmed', 'cancelled', 'completed', 'expired')),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."payment_amount" >= 0 and "bookings"."balance_due" >= 0),
	CONSTRAINT "bookings_region_currency_check" CHECK (("bookings"."region" = 'local') = ("bookings"."payment_currency" = 'GHS'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"coupon_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"notes" text,
	"created_by" uuid,
	"used_by" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."coupon_type" in ('individual_teletherapy', 'individual_in_person')),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('active', 'used', 'expired')),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" ~ '^[A-Z0-9-]{1,20}$'),
	CONSTRAINT "coupons_used_check" CHECK (("coupons"."status" = 'used') = ("coupons"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"product_id" text NOT NULL,
	"purchaser_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"message" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_certificates_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "gift_certificates_status_check" CHECK ("gift_certificates"."status" in ('pending_payment', 'active', 'redeemed', 'expired', 'cancelled')),
	CONSTRAINT "gift_certificates_currency_check" CHECK ("gift_certificates"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "gift_certificates_amount_check" CHECK ("gift_certificates"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"access_code" text,
	"provider_transaction_id" text,
	"failure_reason" text,
	"verified_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_transactions_provider_check" CHECK ("payment_transactions"."provider" in ('paystack', 'bank_transfer')),
	CONSTRAINT "payment_transactions_purpose_check" CHECK ("payment_transactions"."purpose" in ('support_plan', 'booking', 'event_registration', 'gift_certificate')),
	CONSTRAINT "payment_transactions_currency_check" CHECK ("payment_transactions"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('pending', 'success', 'failed', 'abandoned', 'cancelled')),
	CONSTRAINT "payment_transactions_amount_check" CHECK ("payment_transactions"."amount" > 0),
	CONSTRAINT "payment_transactions_fulfilled_check" CHECK ("payment_transactions"."fulfilled_at" is null or "payment_transactions"."status" = 'success')
);
--> statement-breakpoint
CREATE TABLE "purchased_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_type" text NOT NULL,
	"service_type" text NOT NULL,
	"remaining_sessions" integer NOT NULL,
	"total_sessions" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_packages_status_check" CHECK ("purchased_packages"."status" in ('active', 'pending_payment', 'expired', 'used_up')),
	CONSTRAINT "purchased_packages_total_check" CHECK ("purchased_packages"."total_sessions" > 0),
	CONSTRAINT "purchased_packages_remaining_check" CHECK ("purchased_packages"."remaining_sessions" between 0 and "purchased_packages"."total_sessions")
);
--> statement-breakpoint
CREATE TABLE "purchased_support_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"remaining_sessions" integer NOT NULL,
	"total_sessions" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_reference" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_support_plans_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "purchased_support_plans_status_check" CHECK ("purchased_support_plans"."status" in ('active', 'pending_payment', 'expired', 'cancelled')),
	CONSTRAINT "purchased_support_plans_currency_check" CHECK ("purchased_support_plans"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "purchased_support_plans_total_check" CHECK ("purchased_support_plans"."total_sessions" > 0),
	CONSTRAINT "purchased_support_plans_remaining_check" CHECK ("purchased_support_plans"."remaining_sessions" between 0 and "purchased_support_plans"."total_sessions"),
	CONSTRAINT "purchased_support_plans_amount_check" CHECK ("purchased_support_plans"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_transaction_id" uuid,
	"reference" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"transaction_type" text NOT NULL,
	"payment_provider" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_ledger_reference_type_unique" UNIQUE("reference","transaction_type","status"),
	CONSTRAINT "transaction_ledger_currency_check" CHECK ("transaction_ledger"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "transaction_ledger_status_check" CHECK ("transaction_ledger"."status" in ('completed', 'pending', 'failed', 'refunded')),
	CONSTRAINT "transaction_ledger_type_check" CHECK ("transaction_ledger"."transaction_type" in ('support_plan', 'booking', 'event_registration', 'event_deposit', 'gift_certificate', 'refund')),
	CONSTRAINT "transaction_ledger_provider_check" CHECK ("transaction_ledger"."payment_provider" in ('paystack', 'bank_transfer', 'coupon', 'plan_credit'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dietary_requirements" text,
	"accessibility_needs" text,
	"pay_deposit" boolean DEFAULT false NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"amount_due" integer NOT NULL,
	"balance_due" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "event_registrations_region_check" CHECK ("event_registrations"."region" in ('local', 'international')),
	CONSTRAINT "event_registrations_currency_check" CHECK ("event_registrations"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('pending_payment', 'confirmed', 'cancelled')),
	CONSTRAINT "event_registrations_payment_status_check" CHECK ("event_registrations"."payment_status" in ('pending', 'deposit_paid', 'paid', 'failed')),
	CONSTRAINT "event_registrations_amounts_check" CHECK ("event_registrations"."amount_due" >= 0 and "event_registrations"."balance_due" >= 0 and "event_registrations"."amount_due" + "event_registrations"."balance_due" = "event_registrations"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tagline" text,
	"description" text NOT NULL,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"duration" text,
	"location" text NOT NULL,
	"facilitator" text NOT NULL,
	"capacity" integer NOT NULL,
	"objectives" text[] DEFAULT '{}'::text[] NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"price_local" integer NOT NULL,
	"price_international" integer NOT NULL,
	"allow_deposit" boolean DEFAULT false NOT NULL,
	"deposit_percentage" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_type_check" CHECK ("events"."event_type" in ('workshop', 'retreat')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'published', 'cancelled')),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" > 0),
	CONSTRAINT "events_prices_check" CHECK ("events"."price_local" >= 0 and "events"."price_international" >= 0),
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date" is null or "events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_deposit_check" CHECK ((not "events"."allow_deposit" and "events"."deposit_percentage" is null) or ("events"."allow_deposit" and "events"."deposit_percentage" is not null and "events"."deposit_percentage" between 1 and 99))
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"table_name" text,
	"record_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"preferred_service" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_inquiries_service_check" CHECK ("contact_inquiries"."preferred_service" in ('individual', 'couples', 'group', 'family')),
	CONSTRAINT "contact_inquiries_status_check" CHECK ("contact_inquiries"."status" in ('new', 'responded', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_new_booking" boolean DEFAULT true NOT NULL,
	"email_new_message" boolean DEFAULT true NOT NULL,
	"email_homework_submitted" boolean DEFAULT true NOT NULL,
	"sms_reminders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"bio" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"region" text DEFAULT 'international' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"approval_status" text,
	"application_note" text,
	"rejection_reason" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"last_activity" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_region_check" CHECK ("profiles"."region" in ('local', 'international')),
	CONSTRAINT "profiles_currency_check" CHECK ("profiles"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "profiles_approval_status_check" CHECK ("profiles"."approval_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "profiles_region_currency_check" CHECK (("profiles"."region" = 'local') = ("profiles"."currency" = 'GHS')),
	CONSTRAINT "profiles_first_name_check" CHECK ("profiles"."first_name" ~ '[^[:space:]]'),
	CONSTRAINT "profiles_last_name_check" CHECK ("profiles"."last_name" ~ '[^[:space:]]'),
	CONSTRAINT "profiles_rejection_reason_check" CHECK ("profiles"."approval_status" is distinct from 'rejected' or coalesce("profiles"."rejection_reason", '') ~ '[^[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_unique" UNIQUE("user_id"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('client', 'therapist', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_availability" ADD CONSTRAINT "therapist_availability_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_purchased_plan_id_purchased_support_plans_id_fk" FOREIGN KEY ("purchased_plan_id") REFERENCES "public"."purchased_support_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_product_id_gift_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gift_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_purchaser_id_users_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_packages" ADD CONSTRAINT "purchased_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD CONSTRAINT "purchased_support_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_support_plans" ADD CONSTRAINT "purchased_support_plans_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_ledger" ADD CONSTRAINT "transaction_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_ledger" ADD CONSTRAINT "transaction_ledger_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "homework_client_created_idx" ON "homework_assignments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_therapist_created_idx" ON "homework_assignments" USING btree ("therapist_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_client_status_idx" ON "homework_assignments" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_recipient_created_idx" ON "messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_recipient_unread_idx" ON "messages" USING btree ("recipient_id") WHERE "messages"."read" = false;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read" = false;--> statement-breakpoint
CREATE INDEX "sessions_client_date_idx" ON "sessions" USING btree ("client_id","session_date");--> statement-breakpoint
CREATE INDEX "sessions_therapist_date_idx" ON "sessions" USING btree ("therapist_id","session_date");--> statement-breakpoint
CREATE INDEX "sessions_status_date_idx" ON "sessions" USING btree ("status","session_date");--> statement-breakpoint
CREATE INDEX "plan_addons_listing_idx" ON "plan_addons" USING btree ("is_active","region","name");--> statement-breakpoint
CREATE INDEX "services_active_idx" ON "services" USING btree ("is_active","availability","sort_order");--> statement-breakpoint
CREATE INDEX "support_plans_listing_idx" ON "support_plans" USING btree ("is_active","region","session_type","session_count");--> statement-breakpoint
CREATE INDEX "support_plans_session_count_idx" ON "support_plans" USING btree ("session_count");--> statement-breakpoint
CREATE INDEX "therapy_packages_region_idx" ON "therapy_packages" USING btree ("region","is_active","sort_order");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_payment_status_created_idx" ON "bookings" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gift_certificates_purchaser_idx" ON "gift_certificates" USING btree ("purchaser_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_idx" ON "payment_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_idx" ON "payment_transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchased_packages_user_status_idx" ON "purchased_packages" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "purchased_support_plans_user_status_idx" ON "purchased_support_plans" USING btree ("user_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "transaction_ledger_created_idx" ON "transaction_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transaction_ledger_user_idx" ON "transaction_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_per_user_idx" ON "event_registrations" USING btree ("event_id","user_id") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_type_start_idx" ON "events" USING btree ("event_type","status","start_date");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profiles_approval_status_idx" ON "profiles" USING btree ("approval_status");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");