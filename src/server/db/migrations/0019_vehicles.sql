CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"type" text NOT NULL,
	"length_cm" integer NOT NULL,
	"registration" text NOT NULL,
	"certificate_kind" text,
	"certificate_expires_on" date,
	"certificate_number" text,
	"certificate_photo_id" uuid,
	"certificate_status" text,
	"certificate_submitted_at" timestamp with time zone,
	"certificate_reviewed_at" timestamp with time zone,
	"certificate_reviewed_by" text,
	"certificate_rejection_reason" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_type_check" CHECK ("vehicles"."type" in ('campervan', 'motorhome', 'caravan', 'car-and-tent')),
	CONSTRAINT "vehicles_length_check" CHECK ("vehicles"."length_cm" > 0),
	CONSTRAINT "vehicles_certificate_kind_check" CHECK ("vehicles"."certificate_kind" is null or "vehicles"."certificate_kind" in ('green', 'blue')),
	CONSTRAINT "vehicles_certificate_status_check" CHECK ("vehicles"."certificate_status" is null or "vehicles"."certificate_status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "vehicles_certificate_whole_check" CHECK (("vehicles"."certificate_kind" is null) = ("vehicles"."certificate_expires_on" is null) and ("vehicles"."certificate_kind" is null) = ("vehicles"."certificate_number" is null) and ("vehicles"."certificate_kind" is null) = ("vehicles"."certificate_photo_id" is null) and ("vehicles"."certificate_kind" is null) = ("vehicles"."certificate_status" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_certificate_photo_id_images_id_fk" FOREIGN KEY ("certificate_photo_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_certificate_reviewed_by_users_id_fk" FOREIGN KEY ("certificate_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "vehicles_certificate_queue_idx" ON "vehicles" USING btree ("certificate_submitted_at") WHERE "vehicles"."certificate_status" = 'pending' and "vehicles"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;