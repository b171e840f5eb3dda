ALTER TABLE "payment_transactions" ADD COLUMN "authorization_url" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key_idx" ON "refunds" USING btree ("request_key") WHERE "refunds"."request_key" is not null and "refunds"."status" <> 'failed';