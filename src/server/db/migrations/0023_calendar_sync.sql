CREATE TABLE "calendar_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_rules" ADD COLUMN "calendar_import_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_imports_site_idx" ON "calendar_imports" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "calendar_imports_next_fetch_idx" ON "calendar_imports" USING btree ("next_fetch_at");--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_calendar_import_id_calendar_imports_id_fk" FOREIGN KEY ("calendar_import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_rules_calendar_import_idx" ON "availability_rules" USING btree ("calendar_import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_calendar_token_key" ON "sites" USING btree ("calendar_token");