CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"payment_transaction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"effect" text NOT NULL,
	"credits_removed" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" text,
	"provider_status" text,
	"failure_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "refunds_currency_check" CHECK ("refunds"."currency" in ('GHS', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('paystack', 'bank_transfer')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "refunds_effect_check" CHECK ("refunds"."effect" in ('keep', 'cancel', 'remove_credits')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_credits_check" CHECK ("refunds"."credits_removed" >= 0),
	CONSTRAINT "refunds_completed_check" CHECK (("refunds"."status" = 'completed') = ("refunds"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at");