CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"document" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- content pages are kept per language: the key becomes (slug, language).
ALTER TABLE "content_pages" DROP CONSTRAINT "content_pages_pkey";--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_slug_language_pk" PRIMARY KEY("slug","language");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_doc_idx" ON "content_versions" USING btree ("kind","slug","language","id");