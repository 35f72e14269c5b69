// The demo's host rules (issue 27, decision 041), written after the demo's properties and stays:
// - the demo host's first property takes stays of at most 3 nights, with check-in from 15:00 and
//   pets welcome; its second site (when it has one) differs: up to 7 nights and no pets;
// - the demo host's second property has a site for self-contained vehicles only (green warrant) up
//   to 8 m long;
// - another host's property takes bookings 6 months ahead, same-night bookings until 17:00, and at
//   most 14 nights per guest in 90 days (no minimum: journeys book single nights at other hosts');
// - every property with the Pets site feature takes pets.
// Search's derived columns follow (refreshDerivedMany).

import { sql } from 'drizzle-orm';
import { SITE_FEATURE_PREFIX } from '../../../domain/constants';
import type { PropertyRules, SiteRuleOverrides } from '../../../domain/stay-rules';
import { queryRows, type Db } from '../client';
import { refreshDerivedMany } from '../../modules/locations/property.repository';

async function setPropertyRules(tx: Db, id: number, rules: PropertyRules) {
  await tx.execute(
    sql`update locations set stay_rules = stay_rules || ${JSON.stringify(rules)}::jsonb where id = ${id}`,
  );
}

async function setSiteRules(tx: Db, id: number, rules: SiteRuleOverrides) {
  await tx.execute(sql`update sites set stay_rules = ${JSON.stringify(rules)}::jsonb where id = ${id}`);
}

const sitesOf = (tx: Db, locationId: number) =>
  queryRows<{ id: number }>(
    tx,
    sql`select id from sites where location_id = ${locationId} and status = 'active' order by position, id`,
  );

export async function seedDemoRules(tx: Db): Promise<void> {
  const hostPlaces = await queryRows<{ id: number }>(
    tx,
    sql`select id from locations where owner_id = 'demo-host' and status = 'active' order by id limit 2`,
  );
  const [first, second] = hostPlaces;
  if (first) {
    await setPropertyRules(tx, first.id, { maxNights: 3, checkInTime: '15:00', petsAllowed: true });
    const [, secondSite] = await sitesOf(tx, first.id);
    if (secondSite) await setSiteRules(tx, secondSite.id, { maxNights: 7, petsAllowed: false });
  }
  if (second) {
    const [site] = await sitesOf(tx, second.id);
    if (site) {
      await setSiteRules(tx, site.id, {
        selfContainedOnly: true,
        maxVehicleLengthMetres: 8,
        acceptedCertificates: ['green'],
      });
    }
  }
  const [other] = await queryRows<{ id: number }>(
    tx,
    sql`select id from locations
         where owner_id is not null and owner_id not in ('demo-host', 'demo-guest') and status = 'active'
           and type = 'property'
         order by id limit 1`,
  );
  if (other) {
    await setPropertyRules(tx, other.id, {
      bookAheadMonths: 6,
      sameDayCutoff: '17:00',
      maxNightsPer90Days: 14,
    });
  }
  await tx.execute(sql`
    update locations set stay_rules = stay_rules || '{"petsAllowed": true}'::jsonb
    where owner_id is not null and tag_ids && (
      select coalesce(array_agg(id), '{}') from tags where label = ${`${SITE_FEATURE_PREFIX}pets`})`);
  const ids = await queryRows<{ id: number }>(
    tx,
    sql`select id from locations where stay_rules <> '{}'::jsonb
    or id in (select location_id from sites where stay_rules <> '{}'::jsonb)`,
  );
  await refreshDerivedMany(
    tx,
    ids.map((r) => r.id),
  );
}
