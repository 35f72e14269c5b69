// The demo's vehicles (issue 27, decision 042): the demo guest keeps a certified motorhome (booked
// for their next stay with the demo host, so Guest Bookings shows the badge), a campervan whose
// certificate has expired and a car and tent without one; another guest's caravan waits in the
// administrators' certificate queue. Certificate photos are drawn SVGs under unguessable names, as
// uploads are. Called at the end of seedDemo's transaction, after the stays.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../domain/dates';
import type { Db } from '../client';
import { images, vehicles } from '../schema';

type WriteSvg = (name: string, svg: string) => string;

/** A picture of a certificate: the warrant's colour, its number and expiry, as a guest would photograph it. */
function certificateSvg(kind: 'green' | 'blue', number: string, registration: string, expiresOn: IsoDate) {
  const colour = kind === 'green' ? '#1b6b3a' : '#1d4f91';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 800 520">
  <rect width="800" height="520" fill="#e9e4d8"/>
  <rect x="40" y="40" width="720" height="440" rx="18" fill="#fff" stroke="${colour}" stroke-width="10"/>
  <rect x="40" y="40" width="720" height="90" rx="18" fill="${colour}"/>
  <text x="400" y="100" font-family="sans-serif" font-size="38" fill="#fff" text-anchor="middle">Self-Containment Certificate</text>
  <text x="90" y="200" font-family="sans-serif" font-size="30" fill="#222">Certificate no. ${number}</text>
  <text x="90" y="270" font-family="sans-serif" font-size="30" fill="#222">Registration ${registration}</text>
  <text x="90" y="340" font-family="sans-serif" font-size="30" fill="#222">Expires ${expiresOn}</text>
  <text x="90" y="420" font-family="sans-serif" font-size="24" fill="${colour}">${kind === 'green' ? 'Green' : 'Blue'} warrant</text>
</svg>`;
}

async function certificatePhoto(
  tx: Db,
  writeSvg: WriteSvg,
  ownerId: string,
  c: { kind: 'green' | 'blue'; number: string; registration: string; expiresOn: IsoDate },
): Promise<string> {
  // Unguessable, as every upload's key is (decision 007): only the guest and administrators are ever
  // given this url (decision 042).
  const name = `certificate-${randomUUID()}`;
  const url = writeSvg(name, certificateSvg(c.kind, c.number, c.registration, c.expiresOn));
  const [row] = await tx
    .insert(images)
    .values({
      ownerId,
      storageKey: `demo/${name}.svg`,
      url,
      contentType: 'image/svg+xml',
      width: 800,
      height: 520,
    })
    .returning({ id: images.id });
  return row!.id;
}

export async function seedDemoVehicles(tx: Db, now: Date, today: IsoDate, writeSvg: WriteSvg): Promise<void> {
  const day = 86_400_000;
  const ago = (days: number) => new Date(now.getTime() - days * day);
  const certified = {
    kind: 'green' as const,
    number: 'SC-204117',
    registration: 'KZT204',
    expiresOn: addDays(today, 700),
  };
  const expired = {
    kind: 'blue' as const,
    number: 'SC-118305',
    registration: 'HXR318',
    expiresOn: addDays(today, -40),
  };
  const waiting = {
    kind: 'green' as const,
    number: 'SC-330912',
    registration: 'QWE902',
    expiresOn: addDays(today, 400),
  };
  const rows = [
    {
      ownerId: 'demo-guest',
      type: 'motorhome' as const,
      lengthCm: 720,
      registration: certified.registration,
      certificateKind: certified.kind,
      certificateExpiresOn: certified.expiresOn,
      certificateNumber: certified.number,
      certificatePhotoId: await certificatePhoto(tx, writeSvg, 'demo-guest', certified),
      certificateStatus: 'verified' as const,
      certificateSubmittedAt: ago(30),
      certificateReviewedAt: ago(29),
      certificateReviewedBy: 'demo-admin',
      createdAt: ago(30),
    },
    {
      ownerId: 'demo-guest',
      type: 'campervan' as const,
      lengthCm: 540,
      registration: expired.registration,
      certificateKind: expired.kind,
      certificateExpiresOn: expired.expiresOn,
      certificateNumber: expired.number,
      certificatePhotoId: await certificatePhoto(tx, writeSvg, 'demo-guest', expired),
      certificateStatus: 'verified' as const,
      certificateSubmittedAt: ago(400),
      certificateReviewedAt: ago(399),
      certificateReviewedBy: 'demo-admin',
      createdAt: ago(400),
    },
    {
      ownerId: 'demo-guest',
      type: 'car-and-tent' as const,
      lengthCm: 460,
      registration: 'JMB557',
      createdAt: ago(20),
    },
    {
      ownerId: 'demo-reviewer-1',
      type: 'caravan' as const,
      lengthCm: 650,
      registration: waiting.registration,
      certificateKind: waiting.kind,
      certificateExpiresOn: waiting.expiresOn,
      certificateNumber: waiting.number,
      certificatePhotoId: await certificatePhoto(tx, writeSvg, 'demo-reviewer-1', waiting),
      certificateStatus: 'pending' as const,
      certificateSubmittedAt: ago(1),
      createdAt: ago(1),
    },
  ];
  const inserted = await tx
    .insert(vehicles)
    .values(rows)
    .returning({ id: vehicles.id, registration: vehicles.registration });
  const motorhome = inserted.find((v) => v.registration === certified.registration)!;
  // The demo guest's next stay with the demo host was booked with the certified motorhome.
  await tx.execute(sql`
    update payments set vehicle_id = ${motorhome.id}
     where id = (select p.id from payments p join bookings b on b.payment_id = p.id
                  where p.guest_id = 'demo-guest' and p.host_id = 'demo-host' and b.date >= ${today}::date
                  order by b.date limit 1)`);
  await tx.execute(sql`
    update bookings set guest_vehicle_registration = ${certified.registration}
     where payment_id = (select id from payments where vehicle_id = ${motorhome.id} limit 1)`);
}
