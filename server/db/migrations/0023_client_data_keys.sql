CREATE TABLE "client_data_keys" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"kek_version" integer NOT NULL,
	"wrapped_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"destroyed_at" timestamp with time zone,
	CONSTRAINT "client_data_keys_kek_version_check" CHECK ("client_data_keys"."kek_version" > 0),
	CONSTRAINT "client_data_keys_destroyed_check" CHECK (("client_data_keys"."destroyed_at" is null) = ("client_data_keys"."wrapped_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "client_data_keys" ADD CONSTRAINT "client_data_keys_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;