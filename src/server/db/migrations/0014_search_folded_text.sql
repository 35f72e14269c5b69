DROP INDEX "locations_name_trgm_idx";--> statement-breakpoint
DROP INDEX "locations_city_trgm_idx";--> statement-breakpoint
CREATE INDEX "locations_name_folded_trgm_idx" ON "locations" USING gin (translate("name", 'āēīōūĀĒĪŌŪ̄', 'aeiouAEIOU') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_city_folded_trgm_idx" ON "locations" USING gin (translate("city", 'āēīōūĀĒĪŌŪ̄', 'aeiouAEIOU') gin_trgm_ops);