-- Calendar feeds keep the SHA-256 of their token, never the token: addresses already handed out
-- keep working, since the hash of the token in their path is what is looked up now.
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_check";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_hash_check" CHECK ("calendar_feeds"."token_hash" ~ '^[0-9a-f]{64}$');
