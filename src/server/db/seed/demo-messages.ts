// The demo's conversations (issue 26): inquiries and a stay's thread between the demo guest and the
// demo host, and with others, each side left with something unread, so /messages, /hosting/messages
// and the header's count have something to show. Called at the end of seedDemo's transaction.

import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

type Line = { from: 'guest' | 'host'; minutesAgo: number; body: string };

async function thread(
  tx: Db,
  now: Date,
  t: { locationId: number; guestId: string; hostId: string; paymentId?: string | null; lines: Line[] },
): Promise<number> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const first = Math.max(...t.lines.map((l) => l.minutesAgo));
  const last = Math.min(...t.lines.map((l) => l.minutesAgo));
  // Each side has read up to its own last message: what the other wrote after that is unread.
  const lastOf = (side: 'guest' | 'host') => {
    const mine = t.lines.filter((l) => l.from === side).map((l) => l.minutesAgo);
    return mine.length ? at(Math.min(...mine)) : null;
  };
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into message_threads (location_id, guest_id, host_id, payment_id, last_message_at,
                                     guest_read_at, host_read_at, created_at)
        values (${t.locationId}, ${t.guestId}, ${t.hostId}, ${t.paymentId ?? null}, ${at(last)}::timestamptz,
                ${lastOf('guest')}::timestamptz, ${lastOf('host')}::timestamptz, ${at(first)}::timestamptz)
        returning id`,
  );
  for (const line of [...t.lines].sort((a, b) => b.minutesAgo - a.minutesAgo)) {
    await tx.execute(
      sql`insert into messages (thread_id, sender_id, body, created_at)
          values (${row!.id}, ${line.from === 'guest' ? t.guestId : t.hostId}, ${line.body}, ${at(line.minutesAgo)}::timestamptz)`,
    );
  }
  return row!.id;
}

export async function seedDemoMessages(tx: Db, now: Date): Promise<void> {
  const hostPlaces = await queryRows<{ id: number }>(
    tx,
    sql`select id from locations where owner_id = 'demo-host' and status = 'active' order by id limit 2`,
  );
  const otherPlace = await queryRows<{ id: number; ownerId: string }>(
    tx,
    sql`select id, owner_id as "ownerId" from locations
         where owner_id is not null and owner_id <> 'demo-host' and owner_id <> 'demo-guest' and status = 'active'
         order by id limit 1`,
  );
  const otherGuest = await queryRows<{ id: string }>(
    tx,
    sql`select id from users where id like 'demo-reviewer-%' order by id limit 1`,
  );
  const [first, second] = hostPlaces;
  if (first) {
    // The demo guest asked before booking; the host answered; the guest's follow-up waits for the host.
    await thread(tx, now, {
      locationId: first.id,
      guestId: 'demo-guest',
      hostId: 'demo-host',
      lines: [
        { from: 'guest', minutesAgo: 26 * 60, body: 'Kia ora! Can a 9 m motorhome turn in your gate?' },
        {
          from: 'host',
          minutesAgo: 25 * 60,
          body: 'Yes, the gate is 4 m wide and the yard is big enough to turn. Come in slowly after the cattle stop.',
        },
        { from: 'guest', minutesAgo: 45, body: 'Great, thanks. Is there somewhere to empty the grey water?' },
      ],
    });
  }
  if (second && otherGuest[0]) {
    // Another guest's question, not yet answered.
    await thread(tx, now, {
      locationId: second.id,
      guestId: otherGuest[0].id,
      hostId: 'demo-host',
      lines: [{ from: 'guest', minutesAgo: 90, body: 'Hello, are dogs welcome if they stay on a lead?' }],
    });
  }
  if (otherPlace[0]) {
    // The demo guest asked another host, who has answered: unread for the guest.
    await thread(tx, now, {
      locationId: otherPlace[0].id,
      guestId: 'demo-guest',
      hostId: otherPlace[0].ownerId,
      lines: [
        { from: 'guest', minutesAgo: 3 * 60, body: 'Is there mobile coverage at the sites?' },
        { from: 'host', minutesAgo: 2 * 60, body: 'Good 4G on the top paddock, patchy by the river.' },
      ],
    });
  }
  // A confirmed stay of the demo guest with the demo host: the host's arrival note, unread for the guest.
  const [stay] = await queryRows<{ id: string; locationId: number }>(
    tx,
    sql`select id, location_id as "locationId" from payments
         where guest_id = 'demo-guest' and host_id = 'demo-host' and status = 'confirmed'
         order by created_at desc limit 1`,
  );
  if (stay) {
    await thread(tx, now, {
      locationId: stay.locationId,
      guestId: 'demo-guest',
      hostId: 'demo-host',
      paymentId: stay.id,
      lines: [
        { from: 'guest', minutesAgo: 5 * 60, body: 'We should arrive around 6 pm. Is that all right?' },
        { from: 'host', minutesAgo: 30, body: 'Perfect. The gate code is 1234; park by the woolshed.' },
      ],
    });
  }
}
