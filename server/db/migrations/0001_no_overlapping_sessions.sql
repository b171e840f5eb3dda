-- No therapist may have two non-cancelled sessions whose [start, end) ranges overlap.
-- Enforced by the database itself so that concurrent bookings cannot both succeed;
-- back-to-back sessions (one ending as the next starts) are allowed by the half-open range.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_no_therapist_overlap"
  EXCLUDE USING gist (
    "therapist_id" WITH =,
    tstzrange("session_date", "ends_at", '[)') WITH &&
  ) WHERE ("status" <> 'cancelled');
