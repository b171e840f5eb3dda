CREATE TABLE "event_reminders" (
	"registration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_pk" PRIMARY KEY("registration_id","kind","due_at"),
	CONSTRAINT "event_reminders_kind_check" CHECK ("event_reminders"."kind" in ('balance_14d', 'balance_7d', 'balance_1d', 'event_24h'))
);
--> statement-breakpoint
CREATE TABLE "event_waitlist" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "event_waitlist_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_status_check";--> statement-breakpoint
DROP INDEX "event_registrations_one_per_user_idx";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "balance_reference" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "overdue_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "balance_due_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
UPDATE "events" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "events" SET "seats_taken" = (SELECT count(*) FROM "event_registrations" r WHERE r."event_id" = "events"."id" AND r."status" in ('pending_payment', 'confirmed'));--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_waitlist_order_idx" ON "event_waitlist" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_per_user_idx" ON "event_registrations" USING btree ("event_id","user_id") WHERE "event_registrations"."status" in ('pending_payment', 'confirmed');--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_balance_reference_unique" UNIQUE("balance_reference");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_hold_check" CHECK ("event_registrations"."hold_expires_at" is null or "event_registrations"."status" = 'pending_payment');--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('pending_payment', 'confirmed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_seats_check" CHECK ("events"."seats_taken" >= 0 and "events"."seats_taken" <= "events"."capacity");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_balance_due_check" CHECK ("events"."balance_due_date" is null or ("events"."allow_deposit" and "events"."balance_due_date" <= "events"."start_date"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cancelled_check" CHECK (("events"."status" = 'cancelled') = ("events"."cancelled_at" is not null));--> statement-breakpoint
-- A place is held by a registration awaiting payment or confirmed. The count lives on the event and
-- only this trigger keeps it; events_seats_check refuses a count above capacity. Two registrations
-- for the last place both update the event's row: the second waits for the first, re-reads the
-- count and fails the check, so capacity holds however many ask at once.
CREATE FUNCTION "event_registrations_count_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_holds boolean := TG_OP <> 'INSERT' AND OLD."status" in ('pending_payment', 'confirmed');
  new_holds boolean := TG_OP <> 'DELETE' AND NEW."status" in ('pending_payment', 'confirmed');
BEGIN
  IF old_holds AND new_holds AND OLD."event_id" = NEW."event_id" THEN
    RETURN NULL;
  END IF;
  IF old_holds THEN
    UPDATE "events" SET "seats_taken" = "seats_taken" - 1 WHERE "id" = OLD."event_id";
  END IF;
  IF new_holds THEN
    UPDATE "events" SET "seats_taken" = "seats_taken" + 1 WHERE "id" = NEW."event_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_registrations_count_seats" AFTER INSERT OR DELETE OR UPDATE OF "status", "event_id" ON "event_registrations" FOR EACH ROW EXECUTE FUNCTION "event_registrations_count_seats"();
