CREATE TABLE "clinical_break_glass" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clinical_break_glass_reason_check" CHECK ("clinical_break_glass"."reason" ~ '[^[:space:]]'),
	CONSTRAINT "clinical_break_glass_expiry_check" CHECK ("clinical_break_glass"."expires_at" > "clinical_break_glass"."created_at")
);
--> statement-breakpoint
CREATE TABLE "clinical_reminders" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_reminders_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "clinical_reminders_kind_check" CHECK ("clinical_reminders"."kind" in ('forms-due', 'note-unsigned'))
);
--> statement-breakpoint
CREATE TABLE "clinical_supervisions" (
	"therapist_id" uuid NOT NULL,
	"supervisor_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_supervisions_therapist_id_supervisor_id_pk" PRIMARY KEY("therapist_id","supervisor_id"),
	CONSTRAINT "clinical_supervisions_self_check" CHECK ("clinical_supervisions"."therapist_id" <> "clinical_supervisions"."supervisor_id")
);
--> statement-breakpoint
CREATE TABLE "process_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_notes_session_therapist_key" UNIQUE("session_id","therapist_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"questionnaire_id" text NOT NULL,
	"version" integer NOT NULL,
	"session_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" text NOT NULL,
	"score" text,
	"submitted_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"version_hash" text,
	"signed_document" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_responses_status_check" CHECK ("questionnaire_responses"."status" in ('draft', 'submitted')),
	CONSTRAINT "questionnaire_responses_submitted_check" CHECK (("questionnaire_responses"."status" = 'submitted') = ("questionnaire_responses"."submitted_at" is not null)),
	CONSTRAINT "questionnaire_responses_signed_check" CHECK ("questionnaire_responses"."signed_at" is null or ("questionnaire_responses"."status" = 'submitted' and "questionnaire_responses"."version_hash" is not null and "questionnaire_responses"."signed_document" is not null))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"questionnaire_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"hash" text NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_versions_questionnaire_id_version_pk" PRIMARY KEY("questionnaire_id","version"),
	CONSTRAINT "questionnaire_versions_version_check" CHECK ("questionnaire_versions"."version" > 0),
	CONSTRAINT "questionnaire_versions_hash_check" CHECK ("questionnaire_versions"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"current_version" integer NOT NULL,
	"minimum_version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_kind_check" CHECK ("questionnaires"."kind" in ('form', 'consent', 'measure')),
	CONSTRAINT "questionnaires_id_check" CHECK ("questionnaires"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "questionnaires_versions_check" CHECK ("questionnaires"."minimum_version" >= 1 and "questionnaires"."minimum_version" <= "questionnaires"."current_version")
);
--> statement-breakpoint
CREATE TABLE "service_form_schedules" (
	"service_id" text PRIMARY KEY NOT NULL,
	"before_first_session" jsonb NOT NULL,
	"hours_before" integer NOT NULL,
	"recurring_ids" jsonb NOT NULL,
	"recurring_every" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_form_schedules_hours_check" CHECK ("service_form_schedules"."hours_before" >= 0 and "service_form_schedules"."hours_before" <= 720),
	CONSTRAINT "service_form_schedules_every_check" CHECK ("service_form_schedules"."recurring_every" is null or "service_form_schedules"."recurring_every" between 1 and 52)
);
--> statement-breakpoint
CREATE TABLE "session_note_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"template" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_notes_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "session_notes_template_check" CHECK ("session_notes"."template" in ('soap', 'dap', 'birp', 'free')),
	CONSTRAINT "session_notes_status_check" CHECK ("session_notes"."status" in ('draft', 'signed')),
	CONSTRAINT "session_notes_signed_check" CHECK (("session_notes"."status" = 'signed') = ("session_notes"."signed_at" is not null) and ("session_notes"."signed_at" is null) = ("session_notes"."signed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "clinical_break_glass" ADD CONSTRAINT "clinical_break_glass_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_break_glass" ADD CONSTRAINT "clinical_break_glass_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_supervisions" ADD CONSTRAINT "clinical_supervisions_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_supervisions" ADD CONSTRAINT "clinical_supervisions_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_supervisions" ADD CONSTRAINT "clinical_supervisions_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_notes" ADD CONSTRAINT "process_notes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_notes" ADD CONSTRAINT "process_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_notes" ADD CONSTRAINT "process_notes_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_version_fk" FOREIGN KEY ("questionnaire_id","version") REFERENCES "public"."questionnaire_versions"("questionnaire_id","version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_form_schedules" ADD CONSTRAINT "service_form_schedules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_form_schedules" ADD CONSTRAINT "service_form_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_note_id_session_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."session_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_break_glass_client_idx" ON "clinical_break_glass" USING btree ("client_id","admin_id","expires_at");--> statement-breakpoint
CREATE INDEX "clinical_supervisions_supervisor_idx" ON "clinical_supervisions" USING btree ("supervisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_one_draft_idx" ON "questionnaire_responses" USING btree ("client_id","questionnaire_id") WHERE "questionnaire_responses"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "questionnaire_responses_client_idx" ON "questionnaire_responses" USING btree ("client_id","submitted_at");--> statement-breakpoint
CREATE INDEX "session_note_addenda_note_idx" ON "session_note_addenda" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE INDEX "session_notes_client_idx" ON "session_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "session_notes_therapist_idx" ON "session_notes" USING btree ("therapist_id","status");--> statement-breakpoint
CREATE INDEX "audit_logs_client_idx" ON "audit_logs" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The entries written before the column existed that concern one client: her record opened, exported, destroyed.
UPDATE "audit_logs" SET "client_id" = "record_id"::uuid
WHERE "action" IN ('client_record.viewed', 'client_record.exported', 'clinical_record.destroyed')
  AND "record_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
