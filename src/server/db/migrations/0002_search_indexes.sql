-- Nearest-first search: a GiST index on the point as an earth cube serves ORDER BY <-> (KNN).
-- Partial on active listings, which is what the public searches.
CREATE INDEX IF NOT EXISTS locations_active_earth_idx ON locations USING gist (ll_to_earth(latitude, longitude)) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS locations_earth_idx ON locations USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
-- Free-text search over names, towns and regions.
CREATE INDEX IF NOT EXISTS locations_name_trgm_idx ON locations USING gin (name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS locations_city_trgm_idx ON locations USING gin (city gin_trgm_ops);
