ALTER TABLE "transaction_ledger" ADD COLUMN "therapist_id" uuid;--> statement-breakpoint
ALTER TABLE "transaction_ledger" ADD CONSTRAINT "transaction_ledger_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_ledger_therapist_idx" ON "transaction_ledger" USING btree ("therapist_id","created_at");--> statement-breakpoint
-- The lines written before the column: a booking's payment and its refunds belong to the therapist
-- of the session the payment paid for (the booking it confirmed, or the one it was for when it
-- arrived too late).
UPDATE "transaction_ledger" l SET "therapist_id" = s."therapist_id"
FROM "payment_transactions" p
JOIN "bookings" b ON b."payment_id" = p."reference"
JOIN "sessions" s ON s."id" = b."session_id"
WHERE l."payment_transaction_id" = p."id" AND p."purpose" = 'booking' AND l."transaction_type" IN ('booking', 'refund');--> statement-breakpoint
UPDATE "transaction_ledger" l SET "therapist_id" = s."therapist_id"
FROM "payment_transactions" p
JOIN "bookings" b ON b."id" = CASE WHEN p."details"->>'bookingId' ~ '^[0-9a-fA-F-]{36}$' THEN (p."details"->>'bookingId')::uuid END
JOIN "sessions" s ON s."id" = b."session_id"
WHERE l."therapist_id" IS NULL AND l."payment_transaction_id" = p."id" AND p."purpose" = 'booking' AND l."transaction_type" IN ('booking', 'refund');
