CREATE TABLE "agent_calendar_feeds" (
	"company_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_calendar_feeds_company_id_agent_id_pk" PRIMARY KEY("company_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "agent_calendar_feeds" ADD CONSTRAINT "agent_calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_calendar_feeds" ADD CONSTRAINT "agent_calendar_feeds_company_id_agent_id_agents_company_id_id_fk" FOREIGN KEY ("company_id","agent_id") REFERENCES "public"."agents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_calendar_feeds_token_unique" ON "agent_calendar_feeds" USING btree ("token_hash");