-- Gift certificates as they are sold (the table before this was never written): issued when paid,
-- the code kept as a hash, a balance that redemptions spend, and the redemptions themselves.
CREATE TABLE "gift_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"service_category" text,
	"service_region" text,
	"face_value" integer NOT NULL,
	"balance" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_time_zone" text,
	"message" text,
	"discreet" boolean DEFAULT true NOT NULL,
	"show_price" boolean DEFAULT false NOT NULL,
	"deliver_on" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"email_id" uuid,
	"payment_reference" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"expiry_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_certificates_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "gift_certificates_status_check" CHECK ("gift_certificates"."status" in ('active', 'redeemed', 'void')),
	CONSTRAINT "gift_certificates_kind_check" CHECK ("gift_certificates"."kind" in ('service', 'amount')),
	CONSTRAINT "gift_certificates_currency_check" CHECK ("gift_certificates"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "gift_certificates_service_category_check" CHECK ("gift_certificates"."service_category" in ('individual', 'couples', 'family', 'walking', 'yoga')),
	CONSTRAINT "gift_certificates_service_region_check" CHECK ("gift_certificates"."service_region" in ('local', 'international')),
	CONSTRAINT "gift_certificates_service_check" CHECK (("gift_certificates"."kind" = 'service') = ("gift_certificates"."service_category" is not null and "gift_certificates"."service_region" is not null)),
	CONSTRAINT "gift_certificates_balance_check" CHECK ("gift_certificates"."face_value" > 0 and "gift_certificates"."balance" >= 0 and "gift_certificates"."balance" <= "gift_certificates"."face_value"),
	CONSTRAINT "gift_certificates_void_check" CHECK (("gift_certificates"."status" = 'void') = ("gift_certificates"."voided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "gift_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"covered" integer NOT NULL,
	"covered_currency" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_redemptions_currency_check" CHECK ("gift_redemptions"."covered_currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "gift_redemptions_amount_check" CHECK ("gift_redemptions"."amount" > 0 and "gift_redemptions"."covered" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_products" ADD COLUMN "service_category" text;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_product_id_gift_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gift_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_certificates_buyer_idx" ON "gift_certificates" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_certificates_claimed_idx" ON "gift_certificates" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "gift_certificates_expiry_idx" ON "gift_certificates" USING btree ("expires_at") WHERE "gift_certificates"."status" = 'active';--> statement-breakpoint
CREATE INDEX "gift_redemptions_certificate_idx" ON "gift_redemptions" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_redemptions_booking_idx" ON "gift_redemptions" USING btree ("booking_id") WHERE "gift_redemptions"."released_at" is null;--> statement-breakpoint
ALTER TABLE "gift_products" ADD CONSTRAINT "gift_products_service_category_check" CHECK ("gift_products"."service_category" in ('individual', 'couples', 'family', 'walking', 'yoga'));;--> statement-breakpoint
UPDATE "gift_products" SET "service_category" = 'individual' WHERE "id" = 'gift-individual-session';--> statement-breakpoint
UPDATE "gift_products" SET "service_category" = 'couples' WHERE "id" = 'gift-couples-session';--> statement-breakpoint
UPDATE "gift_products" SET "service_category" = 'walking' WHERE "id" = 'gift-walking-session';--> statement-breakpoint
UPDATE "gift_products" SET "service_category" = 'yoga' WHERE "id" = 'gift-yoga-session';