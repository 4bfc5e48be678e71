CREATE TABLE "mission_sessions" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mission_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"date" date NOT NULL,
	"beginning" integer NOT NULL,
	"ending" integer NOT NULL,
	"session_order" integer DEFAULT 1 NOT NULL,
	"session_type" text DEFAULT 'intervention' NOT NULL,
	"session_status" text DEFAULT 'planned' NOT NULL,
	"location" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_sessions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "mission_sessions_slots_unique" UNIQUE("company_id","id","date","beginning","ending"),
	CONSTRAINT "mission_sessions_slots_check" CHECK ("mission_sessions"."beginning" between 0 and 35 and "mission_sessions"."ending" between 1 and 36 and "mission_sessions"."ending" > "mission_sessions"."beginning"),
	CONSTRAINT "mission_sessions_status_check" CHECK ("mission_sessions"."session_status" in ('planned', 'in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_name" text NOT NULL,
	"client_email" text,
	"adresse" text NOT NULL,
	"appartement" text,
	"operation_id" integer,
	"comments" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"mission_type" text DEFAULT 'simple' NOT NULL,
	"is_multi_session" boolean DEFAULT false NOT NULL,
	"is_multi_agent" boolean DEFAULT false NOT NULL,
	"total_sessions" integer DEFAULT 0 NOT NULL,
	"total_agents" integer DEFAULT 0 NOT NULL,
	"total_duration" integer DEFAULT 0 NOT NULL,
	"lead_agent_id" integer,
	"creation_type" text DEFAULT 'manual' NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "missions_status_check" CHECK ("missions"."status" in ('planned', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "missions_creation_type_check" CHECK ("missions"."creation_type" in ('automatic', 'semi_automatic', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "session_agents" (
	"company_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"role" text DEFAULT 'Technicien' NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"date" date NOT NULL,
	"beginning" integer NOT NULL,
	"ending" integer NOT NULL,
	CONSTRAINT "session_agents_company_id_session_id_agent_id_pk" PRIMARY KEY("company_id","session_id","agent_id"),
	CONSTRAINT "session_agents_role_check" CHECK ("session_agents"."role" in ('Technicien', 'Chef d''équipe'))
);
--> statement-breakpoint
ALTER TABLE "mission_sessions" ADD CONSTRAINT "mission_sessions_company_id_mission_id_missions_company_id_id_fk" FOREIGN KEY ("company_id","mission_id") REFERENCES "public"."missions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_company_id_operation_id_operations_company_id_id_fk" FOREIGN KEY ("company_id","operation_id") REFERENCES "public"."operations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_company_id_lead_agent_id_agents_company_id_id_fk" FOREIGN KEY ("company_id","lead_agent_id") REFERENCES "public"."agents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_agents" ADD CONSTRAINT "session_agents_session_fk" FOREIGN KEY ("company_id","session_id","date","beginning","ending") REFERENCES "public"."mission_sessions"("company_id","id","date","beginning","ending") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "session_agents" ADD CONSTRAINT "session_agents_company_id_agent_id_agents_company_id_id_fk" FOREIGN KEY ("company_id","agent_id") REFERENCES "public"."agents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_sessions_mission_idx" ON "mission_sessions" USING btree ("company_id","mission_id");--> statement-breakpoint
CREATE INDEX "missions_company_operation_idx" ON "missions" USING btree ("company_id","operation_id");--> statement-breakpoint
CREATE INDEX "missions_company_client_idx" ON "missions" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "missions_company_created_idx" ON "missions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "session_agents_agent_date_idx" ON "session_agents" USING btree ("company_id","agent_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "session_agents_one_lead_unique" ON "session_agents" USING btree ("company_id","session_id") WHERE "session_agents"."is_lead";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "session_agents" ADD CONSTRAINT "session_agents_no_overlap" EXCLUDE USING gist ("company_id" WITH =, "agent_id" WITH =, "date" WITH =, int4range("beginning", "ending") WITH &&);
