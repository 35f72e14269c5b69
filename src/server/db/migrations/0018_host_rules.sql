ALTER TABLE "locations" ADD COLUMN "stay_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "rules_max_vehicle_metres" real;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "rules_pets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "rules_self_contained_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "stay_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_stay_rules_check" CHECK (jsonb_typeof("locations"."stay_rules") = 'object');--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_stay_rules_check" CHECK (jsonb_typeof("sites"."stay_rules") = 'object');