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
-- Every change to a site or a rule, by whichever writer (the property editor, an import, a seed, a
-- test), keeps the column in step within the same transaction.
CREATE FUNCTION refresh_location_search_sites() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  location integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'sites' THEN
    location := changed.location_id;
  ELSE
    SELECT s.location_id INTO location FROM sites s WHERE s.id = changed.site_id;
  END IF;
  UPDATE locations SET search_sites = location_search_sites(location) WHERE id = location;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sites_refresh_search_sites AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION refresh_location_search_sites();
--> statement-breakpoint
CREATE TRIGGER availability_rules_refresh_search_sites AFTER INSERT OR UPDATE OR DELETE ON availability_rules
  FOR EACH ROW EXECUTE FUNCTION refresh_location_search_sites();
--> statement-breakpoint
UPDATE locations SET search_sites = location_search_sites(id);
