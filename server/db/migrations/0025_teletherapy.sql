CREATE TABLE "join_passes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_passes_token_hash_check" CHECK ("join_passes"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "session_rooms" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"meet_link" text,
	"client_waiting_at" timestamp with time zone,
	"therapist_told_at" timestamp with time zone,
	"therapist_joined_at" timestamp with time zone,
	"client_joined_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_rooms_meet_link_check" CHECK ("session_rooms"."meet_link" is null or "session_rooms"."meet_link" ~ '^https://[^[:space:]]+$')
);
--> statement-breakpoint
CREATE TABLE "therapist_video_rooms" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"room_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_video_rooms_https_check" CHECK ("therapist_video_rooms"."room_url" ~ '^https://[^[:space:]]+$')
);
--> statement-breakpoint
ALTER TABLE "join_passes" ADD CONSTRAINT "join_passes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_passes" ADD CONSTRAINT "join_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rooms" ADD CONSTRAINT "session_rooms_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_video_rooms" ADD CONSTRAINT "therapist_video_rooms_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "join_passes_session_idx" ON "join_passes" USING btree ("session_id");