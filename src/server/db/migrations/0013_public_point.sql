DROP INDEX "locations_active_earth_idx";--> statement-breakpoint
DROP INDEX "locations_earth_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "public_point" "cube" GENERATED ALWAYS AS (ll_to_earth(round(latitude::numeric, 2)::float8, round(longitude::numeric, 2)::float8)::cube) STORED;--> statement-breakpoint
CREATE INDEX "locations_active_public_point_idx" ON "locations" USING gist ("public_point") WHERE "locations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "locations_public_point_idx" ON "locations" USING gist ("public_point");--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "earth_point";