CREATE TABLE "agent_sessions" (
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"agent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_sessions_company_id_token_hash_pk" PRIMARY KEY("company_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "deleted_files" (
	"company_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_files_company_id_storage_key_pk" PRIMARY KEY("company_id","storage_key")
);
--> statement-breakpoint
CREATE TABLE "mission_answers" (
	"company_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"field_type" text NOT NULL,
	"field_label" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_answers_company_id_mission_id_field_id_pk" PRIMARY KEY("company_id","mission_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "mission_files" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mission_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"field_id" integer,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_files_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "mission_files_kind_check" CHECK ("mission_files"."kind" in ('photo', 'signature')),
	CONSTRAINT "mission_files_signature_check" CHECK ("mission_files"."kind" = 'photo' or "mission_files"."field_id" is null),
	CONSTRAINT "mission_files_mime_type_check" CHECK ("mission_files"."mime_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
	CONSTRAINT "mission_files_size_check" CHECK ("mission_files"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mission_sessions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_company_id_agent_id_agents_company_id_id_fk" FOREIGN KEY ("company_id","agent_id") REFERENCES "public"."agents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_answers" ADD CONSTRAINT "mission_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_answers" ADD CONSTRAINT "mission_answers_company_id_mission_id_missions_company_id_id_fk" FOREIGN KEY ("company_id","mission_id") REFERENCES "public"."missions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_files" ADD CONSTRAINT "mission_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_files" ADD CONSTRAINT "mission_files_company_id_mission_id_missions_company_id_id_fk" FOREIGN KEY ("company_id","mission_id") REFERENCES "public"."missions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_sessions_agent_idx" ON "agent_sessions" USING btree ("company_id","agent_id");--> statement-breakpoint
CREATE INDEX "agent_sessions_expires_idx" ON "agent_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mission_files_mission_idx" ON "mission_files" USING btree ("company_id","mission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_files_storage_key_unique" ON "mission_files" USING btree ("company_id","storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_files_one_signature_unique" ON "mission_files" USING btree ("company_id","mission_id") WHERE "mission_files"."kind" = 'signature';--> statement-breakpoint
-- Added by hand (drizzle-kit does not write triggers): every deleted mission file, whatever deleted
-- it (a replaced signature, a mission or a company deleted by cascade), leaves its storage key in
-- deleted_files, whose stored files the server then deletes (docs/decisions/0019-agent-app.md).
CREATE FUNCTION "mission_files_record_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deleted_files" ("company_id", "storage_key")
    SELECT "company_id", "storage_key" FROM "deleted_rows"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mission_files_record_deleted" AFTER DELETE ON "mission_files"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "mission_files_record_deleted"();
