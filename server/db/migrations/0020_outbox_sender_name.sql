-- A sender name per message: a discreet gift is sent as the practice's short name, not its full one.
ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;