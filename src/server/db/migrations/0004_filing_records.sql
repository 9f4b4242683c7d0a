CREATE TABLE "filing_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"filing_date" date NOT NULL,
	"application_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filing_records_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "filing_records" ADD CONSTRAINT "filing_records_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;