// Host rules on the location page (issue 27, decision 041): the lines a guest reads (the property's
// rules, then each site's that differ), and what the selected nights break, asked of the same domain
// function the server refuses a booking with.

import type { MessageParams } from '../../../../domain/messages/format';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import {
  certificateKindsMessage,
  effectiveStayRules,
  propertyStayRules,
  selectionVehicleBreaches,
  stayRuleBreaches,
  STAY_RULE_FIELDS,
  type RuleBreach,
  type StayRules,
} from '../../../../domain/stay-rules';
import type { VehicleForRules } from '../../../../domain/vehicles';
import type { TextKey } from '../../../lib/i18n';
import { selectedNights, type Selection } from './selection';

export type RuleLine = { key: TextKey; params?: MessageParams };

/** The rules a guest reads, one line each; the defaults that ask nothing are left out. */
export function ruleLines(rules: StayRules, only?: ReadonlySet<keyof StayRules>): RuleLine[] {
  const wanted = (field: keyof StayRules) => !only || only.has(field);
  const lines: RuleLine[] = [];
  if (wanted('checkInTime'))
    lines.push({ key: 'rulesUi.guest.checkIn', params: { time: rules.checkInTime } });
  if (wanted('checkOutTime'))
    lines.push({ key: 'rulesUi.guest.checkOut', params: { time: rules.checkOutTime } });
  if (wanted('minNights') && rules.minNights > 1)
    lines.push({ key: 'rulesUi.guest.minNights', params: { count: rules.minNights } });
  if (wanted('maxNights') && rules.maxNights !== null)
    lines.push({ key: 'rulesUi.guest.maxNights', params: { count: rules.maxNights } });
  if (wanted('bookAheadMonths') && rules.bookAheadMonths !== null)
    lines.push({ key: 'rulesUi.guest.bookAhead', params: { count: rules.bookAheadMonths } });
  if (wanted('sameDayCutoff') && rules.sameDayCutoff !== null)
    lines.push({ key: 'rulesUi.guest.cutoff', params: { time: rules.sameDayCutoff } });
  if (wanted('maxNightsPer90Days') && rules.maxNightsPer90Days !== null)
    lines.push({ key: 'rulesUi.guest.cap', params: { count: rules.maxNightsPer90Days } });
  if (wanted('petsAllowed'))
    lines.push({ key: rules.petsAllowed ? 'rulesUi.guest.pets' : 'rulesUi.guest.noPets' });
  if (wanted('maxVehicleLengthMetres') && rules.maxVehicleLengthMetres !== null)
    lines.push({ key: 'rulesUi.guest.vehicle', params: { metres: rules.maxVehicleLengthMetres } });
  if ((wanted('selfContainedOnly') || wanted('acceptedCertificates')) && rules.selfContainedOnly) {
    lines.push({
      key: 'rulesUi.guest.selfContained',
      params: { kinds: certificateKindsMessage(rules.acceptedCertificates) },
    });
  }
  return lines;
}

/** Each active site whose rules differ from the property's, with the lines that differ. */
export function siteRuleLines(location: LocationDetail): { site: string; lines: RuleLine[] }[] {
  const property = propertyStayRules(location.stayRules);
  return location.propertyInformation.sites
    .filter((site) => site.status !== 'deleted')
    .map((site) => {
      const own = effectiveStayRules(location.stayRules, site.stayRules);
      const differing = new Set(
        STAY_RULE_FIELDS.filter((field) => JSON.stringify(own[field]) !== JSON.stringify(property[field])),
      );
      return { site: site.name, lines: differing.size ? ruleLines(own, differing) : [] };
    })
    .filter((entry) => entry.lines.length > 0);
}

/** Each site's effective rules: the property's, with the site's own overrides. */
function siteRulesOf(location: LocationDetail): (siteId: number) => StayRules {
  const sites = new Map(location.propertyInformation.sites.map((s) => [s.id, s]));
  return (siteId) => effectiveStayRules(location.stayRules, sites.get(siteId)?.stayRules);
}

/**
 * What the selection breaks, as the server would answer (the guest's other nights for the 90-day cap
 * are the server's to count: here only the selection's own).
 */
export function selectionBreaches(location: LocationDetail, selection: Selection, now: Date): RuleBreach[] {
  return stayRuleBreaches({
    nights: selectedNights(selection).map(({ siteId, date }) => ({ siteId, date })),
    rulesOf: siteRulesOf(location),
    now,
    guestNights: [],
  });
}

/**
 * What the vehicle picked in the booking dialog breaks at the selected sites, as the server would
 * answer; a breach two sites share is told once.
 */
export function selectionVehicleMisfits(
  location: LocationDetail,
  selection: Selection,
  vehicle: VehicleForRules | null,
): RuleBreach[] {
  const breaches = selectionVehicleBreaches(
    selectedNights(selection).map(({ siteId, date }) => ({ siteId, date })),
    siteRulesOf(location),
    vehicle,
  );
  const told = new Set<string>();
  return breaches.filter((breach) => {
    const key = `${breach.code} ${JSON.stringify(breach.params)}`;
    if (told.has(key)) return false;
    told.add(key);
    return true;
  });
}
