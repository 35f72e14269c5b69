ALTER TABLE "locations" ADD COLUMN "search_sites" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_location_date_site_open_idx" ON "bookings" USING btree ("location_id","date","site_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
-- A location's active sites with all their rules, in the order the calendar takes them, as search by
-- dates reads them (decision 020): one column of the location's row instead of a probe per site and
-- per rule on every search.
CREATE FUNCTION location_search_sites(location integer) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_array(s.id, s.spaces, s.price, coalesce(
      (SELECT json_agg(json_build_array(r.type, r.date_from, r.date_to, r.days, r.months, r.price, r.spaces)
                       ORDER BY r.position, r.id)
         FROM availability_rules r WHERE r.site_id = s.id),
      '[]'::json)) ORDER BY s.position, s.id), '[]'::json)
  FROM sites s WHERE s.location_id = location AND s.status = 'active'
$$;
--> statement-breakpoint
-- Every change to sites or rules, by whichever writer (the property editor, an import, a seed, a
-- test), keeps the column in step within the same transaction: once per statement for the
-- locations it touched (a save that replaces a site's rules writes it twice, not once per rule).
CREATE FUNCTION refresh_search_sites_of_sites() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE locations SET search_sites = location_search_sites(id)
  WHERE id IN (SELECT location_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_search_sites_of_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE locations SET search_sites = location_search_sites(id)
  WHERE id IN (SELECT s.location_id FROM sites s WHERE s.id IN (SELECT site_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sites_inserted AFTER INSERT ON sites REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_sites_of_sites();
--> statement-breakpoint
CREATE TRIGGER sites_updated AFTER UPDATE ON sites REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_sites_of_sites();
--> statement-breakpoint
CREATE TRIGGER sites_deleted AFTER DELETE ON sites REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_sites_of_sites();
--> statement-breakpoint
CREATE TRIGGER availability_rules_inserted AFTER INSERT ON availability_rules REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_sites_of_rules();
--> statement-breakpoint
CREATE TRIGGER availability_rules_updated AFTER UPDATE ON availability_rules REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_sites_of_rules();
--> statement-breakpoint
CREATE TRIGGER availability_rules_deleted AFTER DELETE ON availability_rules REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_sites_of_rules();
--> statement-breakpoint
UPDATE locations SET search_sites = location_search_sites(id);
