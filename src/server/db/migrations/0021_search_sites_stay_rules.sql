-- Each site in search_sites also carries its host-rule overrides (decision 046): search by dates
-- decides with each site's effective rules (decision 041) from the location's row, with no probe
-- per site. The triggers of migration 0008 already call this function on every change to sites,
-- so a site's rules saved by any writer are in step within the same transaction.
CREATE OR REPLACE FUNCTION location_search_sites(location integer) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_array(s.id, s.spaces, s.price, coalesce(
      (SELECT json_agg(json_build_array(r.type, r.date_from, r.date_to, r.days, r.months, r.price, r.spaces)
                       ORDER BY r.position, r.id)
         FROM availability_rules r WHERE r.site_id = s.id),
      '[]'::json), s.stay_rules) ORDER BY s.position, s.id), '[]'::json)
  FROM sites s WHERE s.location_id = location AND s.status = 'active'
$$;
--> statement-breakpoint
UPDATE locations SET search_sites = location_search_sites(id);
