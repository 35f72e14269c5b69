// Search by dates over 200,000 locations (4 sites each, availability rules and bookings), beside
// plain search of the same run. Target (issue 10): date search's p50 and p99 at 10 clients no worse
// than 3 times plain search's.
//
// PostgreSQL only (127.0.0.1:5432, trust auth): a throwaway database is created, filled with bulk
// SQL (generate_series), measured and dropped (BENCH_KEEP_DB=1 keeps it and a later run reuses it).

import pg from 'pg';
import { addDays, daysBetween, todayInAuckland, weekdayOf, WEEKDAYS } from '../src/domain/dates';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { mainlandPlaces } from '../src/server/db/seed/geo';
import { load, nzCentres, printFigures, startServer, type Figures } from './lib';

const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 10;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'stopover_bench_dates';
const KEEP = process.env.BENCH_KEEP_DB === '1';
/** Weekends searched: Friday to Sunday (two nights), the next this many. */
const WEEKENDS = 8;

const today = todayInAuckland();
/** The first Friday after today: the first weekend searched. */
const firstFriday = addDays(
  today,
  ((WEEKDAYS.indexOf('Friday') - WEEKDAYS.indexOf(weekdayOf(today)) + 6) % 7) + 1,
);
const weekends = Array.from({ length: WEEKENDS }, (_, i) => {
  const arrival = addDays(firstFriday, 7 * i);
  return { arrival, departure: addDays(arrival, 2) };
});

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Fills an empty, migrated database. Set-based and seeded (setseed), so every run builds the same
 * data for the same day:
 * - locations around the gazetteer's towns (up to ~25 km out), 95% listed, 20% with a day's notice;
 * - 4 sites each, 1 to 6 spaces (mostly 1 or 2), $15 to $45 a night;
 * - rules: 30% of properties closed (all sites) for 10 days starting in the next 8 weeks, 20% closed
 *   on Mondays and Tuesdays, a weekend rate on 30% of sites, a holiday rate on 15%;
 * - bookings: 25% of properties full on every site for two of the next 8 weekends (Friday and
 *   Saturday nights), and one booking on each of about 10 random nights in the next 60 days on 10%
 *   of sites; written shuffled, as bookings arrive in no order of place.
 */
async function seed(client: pg.Client) {
  const started = Date.now();
  await client.query('set synchronous_commit = off');
  // A throwaway database filled by hand-checked SQL: skip the foreign-key triggers (several times
  // faster on millions of rows). Needs a superuser, as the machine's trust login is.
  await client.query(`set session_replication_role = replica`);
  await client.query('select setseed(0.2026)');
  await client.query(
    `insert into users (id, email, name, first_name, last_name, email_verified)
     values ('bench-guest', 'bench-guest@example.test', 'Bench Guest', 'Bench', 'Guest', true)`,
  );
  await client.query(
    `with towns as (
       select * from unnest($1::float8[], $2::float8[], $3::text[], $4::text[])
         with ordinality as t(lat, lng, city, region, n))
     insert into locations (name, description, type, property_type, status, region, address, city,
       country, latitude, longitude, rating, tag_ids, notice_period)
     select 'Bench stay ' || g, 'A paddock for the benchmark.', 'property', 'Farm',
       case when random() < 0.95 then 'active' else 'inactive' end, t.region, '', t.city, 'nz',
       t.lat + (random() - 0.5) * 0.45, t.lng + (random() - 0.5) * 0.6,
       case when random() < 0.6 then round((3 + random() * 2)::numeric, 1)::real end, '{}',
       case when random() < 0.2 then 1 else 0 end
     from generate_series(1, $5::int) g
     join towns t on t.n = 1 + (g % $6::int)`,
    [
      mainlandPlaces.map((p) => p.latitude),
      mainlandPlaces.map((p) => p.longitude),
      mainlandPlaces.map((p) => p.name),
      mainlandPlaces.map((p) => p.region),
      LOCATIONS,
      mainlandPlaces.length,
    ],
  );
  console.log(`seeded ${LOCATIONS.toLocaleString('en-NZ')} locations (${seconds(started)})`);
  // A property's sites are created together, so they sit side by side as in production.
  await client.query(
    `insert into sites (location_id, name, spaces, price, status, position)
     select l.id, 'Site ' || (p + 1), (array[1, 1, 1, 2, 2, 2, 3, 4, 6])[1 + floor(random() * 9)::int],
       (3 + floor(random() * 7)::int) * 500, 'active', p
     from locations l cross join generate_series(0, 3) p
     order by l.id, p`,
  );
  await client.query(
    `update locations l set price = s.price
     from (select location_id, min(price) as price from sites group by location_id) s
     where s.location_id = l.id`,
  );
  console.log(`seeded ${(LOCATIONS * 4).toLocaleString('en-NZ')} sites (${seconds(started)})`);
  const allMonths = `array['January','February','March','April','May','June','July','August','September','October','November','December']`;
  // A site's rules are saved together with it, so they too sit side by side.
  await client.query(
    `with closed as (
       select id, $1::date + floor(random() * 56)::int as start from locations where random() < 0.3
     ), weekly as (
       select id from locations where random() < 0.2
     ), planned as (
       select s.id as site_id, 'Date Range' as type, c.start as date_from, c.start + 9 as date_to,
         null::text[] as days, null::text[] as months, s.price, 0 as spaces,
         'Closed for shearing' as description, 0 as position
       from closed c join sites s on s.location_id = c.id
       union all
       select s.id, 'Custom', null, null, array['Monday','Tuesday'], ${allMonths}, s.price, 0,
         'Closed early in the week', 1
       from weekly w join sites s on s.location_id = w.id
       union all
       select id, 'Custom', null, null, array['Friday','Saturday'], ${allMonths},
         least(99900, price + 1000), spaces, 'Weekend rate', 2
       from sites where random() < 0.3
       union all
       select id, 'Date Range', $1::date + 20, $1::date + 26, null, null, least(99900, price + 1500), spaces,
         'Holiday rate', 3
       from sites where random() < 0.15
     )
     insert into availability_rules (site_id, type, date_from, date_to, days, months, price, spaces, description, position)
     select * from planned order by site_id, position`,
    [today],
  );
  const [rules] = (await client.query('select count(*)::int as n from availability_rules')).rows;
  console.log(`seeded ${rules.n.toLocaleString('en-NZ')} availability rules (${seconds(started)})`);
  // The triggers that keep search_sites do not fire in replica mode: written here in one statement,
  // after fresh statistics (without them the function's lookups scan whole tables).
  await client.query('analyze sites, availability_rules');
  await client.query('update locations set search_sites = location_search_sites(id)');
  console.log(`wrote the sites search reads (${seconds(started)})`);
  // Bookings arrive over time, in no order of place: they are written shuffled. Millions of rows
  // go in several times faster with the table's indexes built once afterwards.
  const indexes = (
    await client.query(
      `select i.relname as name, pg_get_indexdef(i.oid) as definition, c.conname as "constraint",
         pg_get_constraintdef(c.oid) as "constraintDefinition"
       from pg_index x join pg_class i on i.oid = x.indexrelid
       left join pg_constraint c on c.conindid = x.indexrelid
       where x.indrelid = 'bookings'::regclass and not x.indisprimary`,
    )
  ).rows as { name: string; definition: string; constraint: string | null; constraintDefinition: string }[];
  for (const index of indexes) {
    await client.query(
      index.constraint
        ? `alter table bookings drop constraint "${index.constraint}"`
        : `drop index "${index.name}"`,
    );
  }
  await client.query(
    `with full_weekends as (
       -- Every space of every site, Friday and Saturday nights of two distinct weekends.
       select s.location_id, s.id as site_id, $1::date + 7 * wk + d as date, s.price
       from (
         select id, w1, (w1 + 1 + floor(random() * ${WEEKENDS - 1})::int) % ${WEEKENDS} as w2
         from (select id, floor(random() * ${WEEKENDS})::int as w1 from locations where random() < 0.25) p
       ) p
       join sites s on s.location_id = p.id
       cross join lateral unnest(array[p.w1, p.w2]) wk
       cross join generate_series(0, 1) d
       cross join lateral generate_series(1, s.spaces) k
     ), scattered as (
       -- One guest on about 10 random nights of 10% of sites (never over a full night: the
       -- inventory invariant holds here too).
       select distinct on (s.id, n.date) s.location_id, s.id as site_id, n.date, s.price
       from (select id, location_id, price from sites where random() < 0.1) s
       cross join lateral (
         select $2::date + floor(random() * 60)::int + 0 * s.id as date from generate_series(1, 10)
       ) n
       where not exists (select 1 from full_weekends f where f.site_id = s.id and f.date = n.date)
     )
     insert into bookings (location_id, site_id, guest_id, date, status, price, paid)
     select location_id, site_id, 'bench-guest', date, 'accepted', price, true
     from (select * from full_weekends union all select * from scattered) b
     order by random()`,
    [firstFriday, today],
  );
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) {
    await client.query(
      index.constraint
        ? `alter table bookings add constraint "${index.constraint}" ${index.constraintDefinition}`
        : index.definition,
    );
  }
  const [booked] = (await client.query('select count(*)::int as n from bookings')).rows;
  console.log(`seeded ${booked.n.toLocaleString('en-NZ')} bookings (${seconds(started)})`);
  await client.query('vacuum analyze');
  console.log(`vacuumed and analysed (${seconds(started)})`);
}

async function prepareDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount;
    if (exists && KEEP) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const [row] = (await client.query('select count(*)::int as n from locations')).rows;
        const [fresh] = (
          await client.query(`select count(*)::int as n from availability_rules where date_from >= $1`, [
            today,
          ])
        ).rows;
        if (row.n === LOCATIONS && fresh.n > 0) {
          console.log(`reusing ${DB_NAME} (${LOCATIONS} locations)`);
          return url.toString();
        }
      } finally {
        await client.end();
      }
    }
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  await migrate(database);
  await database.close();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await seed(client);
  } finally {
    await client.end();
  }
  return url.toString();
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}

type Item = { id: number; stayTotal?: number };
const fetchItems = async (url: string): Promise<Item[]> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { items: Item[] }).items;
};

/**
 * How hard the dated searches are: for a sample, how far down the plain search's order the 50th
 * open property sits (the candidates a date search must look at), and the share of the nearest 50
 * that are open.
 */
async function describeDifficulty(baseUrl: string, plainPaths: string[], datedPaths: string[]) {
  let depth = 0;
  let openShare = 0;
  let full = 0;
  const sample = 40;
  for (let i = 0; i < sample; i++) {
    const plain = await fetchItems(`${baseUrl}${plainPaths[i]!.replace('limit=50', 'limit=200')}`);
    const dated = await fetchItems(`${baseUrl}${datedPaths[i]}`);
    if (dated.length === 50) full++;
    const order = new Map(plain.map((item, k) => [item.id, k]));
    depth += (order.get(dated.at(-1)?.id ?? -1) ?? 200) + 1;
    const open = new Set(dated.map((item) => item.id));
    openShare += plain.slice(0, 50).filter((item) => open.has(item.id)).length / 50;
  }
  console.log(
    `dated searches (sample of ${sample}): ${full} of ${sample} returned 50 results; ` +
      `${((openShare / sample) * 100).toFixed(0)}% of the nearest 50 are open; ` +
      `the 50th open one is on average number ${(depth / sample).toFixed(0)} of the plain order`,
  );
}

const ratio = (dated: Figures, plain: Figures, key: 'p50' | 'p99') =>
  plain[key] > 0 ? (dated[key] / plain[key]).toFixed(2) : 'n/a';

const url = await prepareDatabase();
try {
  const server = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20' });
  try {
    const centres = nzCentres(200);
    const plainPaths = centres.map(
      (c) => `/v1/locations?latitude=${c.latitude}&longitude=${c.longitude}&limit=50`,
    );
    const datedPaths = centres.map((c, i) => {
      const { arrival, departure } = weekends[i % weekends.length]!;
      return `/v1/locations?latitude=${c.latitude}&longitude=${c.longitude}&limit=50&arrival=${arrival}&departure=${departure}`;
    });
    console.log(
      `PostgreSQL, ${LOCATIONS.toLocaleString('en-NZ')} locations; dates: the ${WEEKENDS} weekends (Friday to Sunday) from ${firstFriday}, ${daysBetween(today, firstFriday)} days ahead`,
    );
    await describeDifficulty(server.url, plainPaths, datedPaths);
    await load(server.url, plainPaths, CLIENTS, 3); // warm-up
    await load(server.url, datedPaths, CLIENTS, 3);
    const plain = await load(server.url, plainPaths, CLIENTS, SECONDS);
    printFigures(`plain search, ${CLIENTS} clients`, plain);
    const dated = await load(server.url, datedPaths, CLIENTS, SECONDS);
    printFigures(`date search (2 nights), ${CLIENTS} clients`, dated);
    console.log(
      `date search / plain search: p50 ${ratio(dated, plain, 'p50')}x, p99 ${ratio(dated, plain, 'p99')}x  [target <= 3x]`,
    );
  } finally {
    await server.stop();
  }
} finally {
  if (!KEEP) await dropDatabase();
}
