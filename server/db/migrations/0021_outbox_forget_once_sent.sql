-- A message carrying a credential (a gift certificate's code) keeps only its envelope once it is sent.
ALTER TABLE "email_outbox" ADD COLUMN "forget_once_sent" boolean DEFAULT false NOT NULL;