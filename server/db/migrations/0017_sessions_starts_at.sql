-- Names that say what they hold: a session's (and its booking's) start is "starts_at", and the
-- moment it was booked at that time is "booked_at". Renaming keeps the data, and PostgreSQL carries
-- the rename into the indexes, the checks and the exclusion constraint that use these columns.
-- Unlike the additive migrations, the code before it cannot work with these names: deploy it with
-- every server stopped, not by a rolling restart.
ALTER TABLE "sessions" RENAME COLUMN "session_date" TO "starts_at";--> statement-breakpoint
ALTER TABLE "sessions" RENAME COLUMN "scheduled_at" TO "booked_at";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "session_date" TO "starts_at";