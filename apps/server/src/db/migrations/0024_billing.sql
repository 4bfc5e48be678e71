CREATE TABLE "billing_period_rdvs" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"date" date NOT NULL,
	"beginning" integer NOT NULL,
	"ending" integer NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text,
	"agent_name" text NOT NULL,
	"operation_name" text,
	"creation_type" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer,
	"billing_status" text NOT NULL,
	"billed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "billing_period_rdvs_company_id_year_month_mission_id_pk" PRIMARY KEY("company_id","year","month","mission_id")
);
--> statement-breakpoint
CREATE TABLE "billing_periods" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rdv_count" integer DEFAULT 0 NOT NULL,
	"automatic_rdv_count" integer DEFAULT 0 NOT NULL,
	"semi_automatic_rdv_count" integer DEFAULT 0 NOT NULL,
	"manual_rdv_count" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"working_days" integer DEFAULT 0 NOT NULL,
	"most_active_agent" text,
	"most_requested_operation" text,
	CONSTRAINT "billing_periods_company_id_year_month_pk" PRIMARY KEY("company_id","year","month"),
	CONSTRAINT "billing_periods_month_check" CHECK ("billing_periods"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "billing_status_changes" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "billing_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"price_cents" integer,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_status_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "billing_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "billing_price_cents" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "billed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_period_rdvs" ADD CONSTRAINT "billing_period_rdvs_company_id_year_month_billing_periods_company_id_year_month_fk" FOREIGN KEY ("company_id","year","month") REFERENCES "public"."billing_periods"("company_id","year","month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD CONSTRAINT "billing_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_status_changes" ADD CONSTRAINT "billing_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_period_rdvs_mission_idx" ON "billing_period_rdvs" USING btree ("company_id","mission_id");--> statement-breakpoint
CREATE INDEX "billing_status_changes_mission_idx" ON "billing_status_changes" USING btree ("company_id","mission_id");--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_price_check" CHECK ("operations"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_billing_status_check" CHECK ("missions"."billing_status" in ('pending', 'billed', 'paid'));