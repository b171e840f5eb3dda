ALTER TABLE "messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "needs_settling_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "settlement_reason" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_transactions_needs_settling_idx" ON "payment_transactions" USING btree ("needs_settling_at") WHERE "payment_transactions"."needs_settling_at" is not null and "payment_transactions"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_client_key_unique" UNIQUE("sender_id","client_key");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_settling_check" CHECK ("payment_transactions"."needs_settling_at" is null or ("payment_transactions"."status" = 'success' and "payment_transactions"."verified_at" is not null and "payment_transactions"."fulfilled_at" is null));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_settled_check" CHECK ("payment_transactions"."settled_at" is null or "payment_transactions"."needs_settling_at" is not null);