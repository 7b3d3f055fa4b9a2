-- Account e-mails asked for by requests that must answer alike for every address (issue 9): the
-- request writes a row, a worker after the response decides what to send (backend/accounts/mail-requests.ts).
CREATE TABLE IF NOT EXISTS "mail_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
