CREATE TABLE "therapist_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_id" uuid NOT NULL,
	"day" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_time_off_day_unique" UNIQUE("therapist_id","day"),
	CONSTRAINT "therapist_time_off_note_check" CHECK ("therapist_time_off"."note" is null or char_length("therapist_time_off"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "therapist_payout_details" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text,
	"account_number" text,
	"mobile_network" text,
	"mobile_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_payout_method_check" CHECK ("therapist_payout_details"."method" in ('bank', 'mobile_money')),
	CONSTRAINT "therapist_payout_account_name_check" CHECK ("therapist_payout_details"."account_name" ~ '[^[:space:]]'),
	CONSTRAINT "therapist_payout_complete_check" CHECK (("therapist_payout_details"."method" = 'bank' and "therapist_payout_details"."bank_name" is not null and "therapist_payout_details"."account_number" is not null)
        or ("therapist_payout_details"."method" = 'mobile_money' and "therapist_payout_details"."mobile_network" is not null and "therapist_payout_details"."mobile_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "therapist_time_off" ADD CONSTRAINT "therapist_time_off_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_payout_details" ADD CONSTRAINT "therapist_payout_details_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_therapist_status_idx" ON "homework_assignments" USING btree ("therapist_id","status");