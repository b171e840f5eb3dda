ALTER TABLE "payment_transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "network" text;