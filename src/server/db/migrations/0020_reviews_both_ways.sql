CREATE TABLE "guest_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"guest_id" text NOT NULL,
	"host_id" text,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_reviews_rating_check" CHECK ("guest_reviews"."rating" between 1 and 5),
	CONSTRAINT "guest_reviews_dates_check" CHECK ("guest_reviews"."departure" > "guest_reviews"."arrival")
);
--> statement-breakpoint
CREATE TABLE "no_shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"guest_id" text NOT NULL,
	"host_id" text,
	"arrival" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text,
	CONSTRAINT "no_shows_note_length_check" CHECK ("no_shows"."note" is null or char_length("no_shows"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stay_arrival" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stay_departure" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "counted_in_rating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "host_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "host_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_reviews" ADD CONSTRAINT "guest_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_reviews" ADD CONSTRAINT "guest_reviews_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_reviews" ADD CONSTRAINT "guest_reviews_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_reviews_stay_key" ON "guest_reviews" USING btree ("location_id","guest_id","arrival");--> statement-breakpoint
CREATE INDEX "guest_reviews_guest_idx" ON "guest_reviews" USING btree ("guest_id","departure");--> statement-breakpoint
CREATE UNIQUE INDEX "no_shows_stay_key" ON "no_shows" USING btree ("location_id","guest_id","arrival");--> statement-breakpoint
CREATE INDEX "no_shows_guest_idx" ON "no_shows" USING btree ("guest_id","arrival");