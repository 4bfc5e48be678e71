CREATE TABLE "booking_events" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "booking_events_kind_check" CHECK ("booking_events"."kind" in ('confirmed', 'rescheduled', 'cancelled', 'declined', 'erasure_requested'))
);
--> statement-breakpoint
CREATE TABLE "booking_proposals" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "booking_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"purpose" text NOT NULL,
	"date" date NOT NULL,
	"beginning" integer NOT NULL,
	"ending" integer NOT NULL,
	"agent_ids" integer[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_proposals_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "booking_proposals_purpose_check" CHECK ("booking_proposals"."purpose" in ('booking', 'reschedule'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "booking_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_proposals" ADD CONSTRAINT "booking_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_proposals" ADD CONSTRAINT "booking_proposals_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_company_kind_idx" ON "booking_events" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_client_idx" ON "booking_events" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_proposals_public_id_unique" ON "booking_proposals" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "booking_proposals_client_idx" ON "booking_proposals" USING btree ("company_id","client_id");