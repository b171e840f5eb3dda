CREATE TABLE "calendar_busy_times" (
	"connection_id" uuid NOT NULL,
	"external_event_id" text NOT NULL,
	"therapist_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_times_pk" PRIMARY KEY("connection_id","external_event_id"),
	CONSTRAINT "calendar_busy_times_range_check" CHECK ("calendar_busy_times"."ends_at" > "calendar_busy_times"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token"),
	CONSTRAINT "calendar_feeds_token_check" CHECK (char_length("calendar_feeds"."token") >= 32)
);
--> statement-breakpoint
CREATE TABLE "session_reminders" (
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reminders_pk" PRIMARY KEY("session_id","kind","starts_at"),
	CONSTRAINT "session_reminders_kind_check" CHECK ("session_reminders"."kind" in ('24h', '1h'))
);
--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "sync_token" text;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "busy_refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "channel_resource_id" text;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "channel_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scheduled_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session booked before this column existed got its time when it was created.
UPDATE "sessions" SET "scheduled_at" = "created_at";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_times_therapist_idx" ON "calendar_busy_times" USING btree ("therapist_id","starts_at");--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_channel_unique" UNIQUE("channel_id");