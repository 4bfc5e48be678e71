CREATE TABLE "report_version_files" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "report_version_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"field_id" integer,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "report_version_files_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "report_version_files_kind_check" CHECK ("report_version_files"."kind" in ('photo', 'signature')),
	CONSTRAINT "report_version_files_signature_check" CHECK ("report_version_files"."kind" = 'photo' or "report_version_files"."field_id" is null),
	CONSTRAINT "report_version_files_size_check" CHECK ("report_version_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "report_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"version" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"completed_by_kind" text,
	"completed_by_id" integer,
	"completed_by_name" text,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_versions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "report_versions_version_check" CHECK ("report_versions"."version" >= 1),
	CONSTRAINT "report_versions_completed_by_kind_check" CHECK ("report_versions"."completed_by_kind" in ('agent', 'person', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "reopenings" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "reopenings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"report_version" integer,
	"reason" text,
	"reason_erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reopenings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "reopenings_reason_check" CHECK (("reopenings"."reason" is null) = ("reopenings"."reason_erased_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "report_version_files" ADD CONSTRAINT "report_version_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_version_files" ADD CONSTRAINT "report_version_files_company_id_version_id_report_versions_company_id_id_fk" FOREIGN KEY ("company_id","version_id") REFERENCES "public"."report_versions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_company_id_mission_id_missions_company_id_id_fk" FOREIGN KEY ("company_id","mission_id") REFERENCES "public"."missions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reopenings" ADD CONSTRAINT "reopenings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reopenings" ADD CONSTRAINT "reopenings_company_id_mission_id_missions_company_id_id_fk" FOREIGN KEY ("company_id","mission_id") REFERENCES "public"."missions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_version_files_version_idx" ON "report_version_files" USING btree ("company_id","version_id");--> statement-breakpoint
CREATE INDEX "report_version_files_storage_key_idx" ON "report_version_files" USING btree ("company_id","storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_mission_version_unique" ON "report_versions" USING btree ("company_id","mission_id","version");--> statement-breakpoint
CREATE INDEX "reopenings_mission_idx" ON "reopenings" USING btree ("company_id","mission_id");--> statement-breakpoint
-- Added by hand (drizzle-kit does not write triggers): a deleted version file, whatever deleted it
-- (a mission or a company deleted by cascade, a client's GDPR erasure, the files' retention),
-- leaves its storage key in deleted_files, as mission_files' trigger does. The purge deletes the
-- stored bytes only once no mission file and no version file names the key any more.
CREATE FUNCTION "report_version_files_record_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deleted_files" ("company_id", "storage_key")
    SELECT "company_id", "storage_key" FROM "deleted_rows"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_version_files_record_deleted" AFTER DELETE ON "report_version_files"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_version_files_record_deleted"();--> statement-breakpoint
-- Added by hand: the report of every mission completed before this migration becomes its version 1,
-- as it stands (who completed it is not known), so that a reopening never loses it.
INSERT INTO "report_versions" ("company_id", "mission_id", "version", "completed_at", "answers")
  SELECT m."company_id", m."id", 1,
    coalesce((SELECT max(s."completed_at") FROM "mission_sessions" s
      WHERE s."company_id" = m."company_id" AND s."mission_id" = m."id"), m."updated_at"),
    coalesce((SELECT jsonb_agg(jsonb_build_object('field_id', a."field_id", 'field_type', a."field_type",
        'field_label', a."field_label", 'value', a."value") ORDER BY a."field_id")
      FROM "mission_answers" a WHERE a."company_id" = m."company_id" AND a."mission_id" = m."id"), '[]'::jsonb)
  FROM "missions" m WHERE m."status" = 'completed';--> statement-breakpoint
INSERT INTO "report_version_files" ("company_id", "version_id", "kind", "field_id", "storage_key", "mime_type", "size")
  SELECT f."company_id", v."id", f."kind", f."field_id", f."storage_key", f."mime_type", f."size"
  FROM "report_versions" v
  JOIN "mission_files" f ON f."company_id" = v."company_id" AND f."mission_id" = v."mission_id"
  ORDER BY f."company_id", f."id";
