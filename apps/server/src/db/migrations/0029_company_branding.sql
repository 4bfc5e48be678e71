CREATE TABLE "company_branding" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"colour" text,
	"sender_name" text,
	"app_name" text,
	"custom_domain" text,
	"logo_key" text,
	"logo_content_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_branding_custom_domain_unique" ON "company_branding" USING btree (lower("custom_domain"));