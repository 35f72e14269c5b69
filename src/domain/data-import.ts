// Reading a data import file in the browser (docs/data-import.md) and planning its photo uploads.
// Pure: the web's data import screen and the tests use these; the server checks every location again.

import { CSV_LIST_SEPARATOR, type ImportLocationInput, type ImportReportRow } from './schemas/data-import';
import { MAX_IMAGES_PER_UPLOAD } from './schemas/images';

/** The CSV columns: one line per site, the location's columns repeated on each of its lines. */
export const CSV_LOCATION_COLUMNS = [
  'foreignKey',
  'name',
  'type',
  'propertyType',
  'address',
  'city',
  'postcode',
  'region',
  'latitude',
  'longitude',
  'description',
  'directions',
  'website',
  'status',
  'noticePeriod',
  'cancellationPolicy',
  'tags',
  'images',
] as const;
export const CSV_SITE_COLUMNS = ['siteName', 'siteSpaces', 'sitePrice', 'siteTags'] as const;
export const CSV_COLUMNS = [...CSV_LOCATION_COLUMNS, ...CSV_SITE_COLUMNS] as const;
type Column = (typeof CSV_COLUMNS)[number];

const NUMBER_COLUMNS: ReadonlySet<Column> = new Set([
  'latitude',
  'longitude',
  'noticePeriod',
  'siteSpaces',
  'sitePrice',
]);
const LIST_COLUMNS: ReadonlySet<Column> = new Set(['tags', 'images', 'siteTags']);

/** Why a whole file cannot be read; each has its words in the web's catalogue. */
export type FileProblem =
  | { code: 'emptyFile' }
  | { code: 'badJson' }
  | { code: 'jsonShape' }
  | { code: 'unclosedQuote' }
  | { code: 'missingColumn'; column: string }
  | { code: 'unknownColumn'; column: string };

/** The locations of a file, with the number each has in the file (a CSV line, or a JSON position from 1). */
export type ParsedFile =
  | { ok: true; locations: Record<string, unknown>[]; rowNumbers: number[] }
  | { ok: false; problem: FileProblem };

/**
 * CSV records (RFC 4180): fields separated by commas, quoted with double quotes where they hold a
 * comma, a quote (doubled) or a line break; lines end with LF or CRLF. Blank lines are skipped.
 * Null when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte order mark is not part of the first name
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  for (; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else {
      field += c;
    }
  }
  if (quoted) return null;
  if (field !== '' || record.length) endRecord();
  return records;
}

/** A cell as the JSON field would hold it: numbers as numbers (text that is not one stays text, for the check to name), lists split. */
function cellValue(column: Column, cell: string): unknown {
  const text = cell.trim();
  if (LIST_COLUMNS.has(column)) {
    return text
      .split(CSV_LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (NUMBER_COLUMNS.has(column) && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * A CSV file's locations: its lines grouped by foreignKey in the order each key first appears; the
 * location's columns come from its first line, and each line with a site name adds a site.
 */
export function locationsFromCsv(text: string): ParsedFile {
  const records = parseCsv(text);
  if (records === null) return { ok: false, problem: { code: 'unclosedQuote' } };
  const [header, ...lines] = records;
  if (!header || !lines.length) return { ok: false, problem: { code: 'emptyFile' } };
  const names = header.map((h) => h.trim());
  const unknown = names.find((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown !== undefined) return { ok: false, problem: { code: 'unknownColumn', column: unknown } };
  for (const required of ['foreignKey', 'name'] as const) {
    if (!names.includes(required)) return { ok: false, problem: { code: 'missingColumn', column: required } };
  }
  const columns = names as Column[];
  const byKey = new Map<string, { location: Record<string, unknown>; sites: Record<string, unknown>[] }>();
  const locations: Record<string, unknown>[] = [];
  const rowNumbers: number[] = [];
  lines.forEach((cells, lineIndex) => {
    const values = new Map<Column, unknown>();
    columns.forEach((column, c) => {
      const cell = cells[c] ?? '';
      if (cell.trim() !== '') values.set(column, cellValue(column, cell));
    });
    const key = String(values.get('foreignKey') ?? '');
    let group = key ? byKey.get(key) : undefined;
    if (!group) {
      const location: Record<string, unknown> = {};
      for (const column of CSV_LOCATION_COLUMNS)
        if (values.has(column)) location[column] = values.get(column);
      group = { location, sites: [] };
      location.sites = group.sites;
      locations.push(location);
      // Line 1 is the header.
      rowNumbers.push(lineIndex + 2);
      // A line without a key is a location of its own (refused by the check, with its line).
      if (key) byKey.set(key, group);
    }
    if (CSV_SITE_COLUMNS.some((column) => values.has(column))) {
      const site: Record<string, unknown> = {};
      if (values.has('siteName')) site.name = values.get('siteName');
      if (values.has('siteSpaces')) site.spaces = values.get('siteSpaces');
      if (values.has('sitePrice')) site.price = values.get('sitePrice');
      if (values.has('siteTags')) site.tags = values.get('siteTags');
      group.sites.push(site);
    }
  });
  return { ok: true, locations, rowNumbers };
}

/** A JSON file's locations: the body's shape `{ "locations": [...] }`, or the array alone. */
export function locationsFromJson(text: string): ParsedFile {
  if (!text.trim()) return { ok: false, problem: { code: 'emptyFile' } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'badJson' } };
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { locations?: unknown }).locations)
      ? (parsed as { locations: unknown[] }).locations
      : null;
  if (!list) return { ok: false, problem: { code: 'jsonShape' } };
  if (!list.length) return { ok: false, problem: { code: 'emptyFile' } };
  return {
    ok: true,
    locations: list as Record<string, unknown>[],
    rowNumbers: list.map((_, i) => i + 1),
  };
}

/** A file by its name: .json is JSON, anything else is read as CSV. */
export function locationsFromFile(name: string, text: string): ParsedFile {
  return /\.json$/i.test(name) ? locationsFromJson(text) : locationsFromCsv(text);
}

/** Batches of `size` in order; the last batch takes the rest (spec section 9). */
export function inBatches<T>(items: readonly T[], size: number = MAX_IMAGES_PER_UPLOAD): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** What the photos of an import need: the files to upload, and per location the names in order. */
export type PhotoPlan<F> = {
  /** Each picked file needed once, in the order first needed. */
  files: F[];
  /** Per imported location that gets photos: its key and its files' names, in the file's order. */
  items: { foreignKey: string; names: string[] }[];
  /** Names a location lists that no picked file has. */
  missing: { foreignKey: string; name: string }[];
};

/**
 * Which photos to upload after the import: those of imported locations (created, updated or
 * unchanged) that have no photo yet, matched by file name (exactly, else ignoring case). A place
 * that already has photos keeps them, so importing the same file again uploads nothing.
 */
export function planPhotos<F extends { name: string }>(
  locations: readonly unknown[],
  report: readonly Pick<ImportReportRow, 'index' | 'foreignKey' | 'outcome' | 'photoCount'>[],
  picked: readonly F[],
): PhotoPlan<F> {
  const exact = new Map(picked.map((f) => [f.name, f]));
  const folded = new Map(picked.map((f) => [f.name.toLowerCase(), f]));
  const files = new Map<string, F>();
  const plan: PhotoPlan<F> = { files: [], items: [], missing: [] };
  for (const row of report) {
    if (row.outcome === 'refused' || row.photoCount > 0 || !row.foreignKey) continue;
    const wanted = (locations[row.index] as { images?: unknown } | undefined)?.images;
    if (!Array.isArray(wanted)) continue;
    const names: string[] = [];
    for (const raw of wanted) {
      const name = String(raw).trim();
      const file = exact.get(name) ?? folded.get(name.toLowerCase());
      if (!file) {
        plan.missing.push({ foreignKey: row.foreignKey, name });
        continue;
      }
      if (!files.has(file.name)) files.set(file.name, file);
      if (!names.includes(file.name)) names.push(file.name);
    }
    if (names.length) plan.items.push({ foreignKey: row.foreignKey, names });
  }
  plan.files = [...files.values()];
  return plan;
}

/** The example file offered for download (as JSON and as CSV) and shown in docs/data-import.md. */
export const EXAMPLE_IMPORT_LOCATIONS: readonly ImportLocationInput[] = [
  {
    foreignKey: 'farmstay-1001',
    name: 'Riverbend Farm',
    type: 'property',
    propertyType: 'Farm',
    address: '120 Riverbend Road',
    city: 'Martinborough',
    postcode: '5711',
    region: 'Wellington',
    latitude: -41.2181,
    longitude: 175.4583,
    description: 'Flat paddocks beside the river, ten minutes from the village.',
    directions: 'Second gate on the left after the bridge.',
    website: 'https://riverbend.example.nz',
    status: 'active',
    noticePeriod: 0,
    cancellationPolicy: 'moderate',
    tags: ['collection:farms'],
    sites: [
      { name: 'River paddock', spaces: 4, price: 2500, tags: ['site_feature:water', 'self_contained'] },
      { name: 'Orchard', spaces: 2, price: 2000, tags: ['site_feature:power', 'self_contained'] },
    ],
    images: ['riverbend-1.jpg', 'riverbend-2.jpg'],
  },
  {
    foreignKey: 'freedom-2002',
    name: 'Lake Reserve',
    type: 'freedom_campsite',
    address: 'Lakeside Drive',
    city: 'Taupō',
    region: 'Waikato',
    latitude: -38.6857,
    longitude: 176.0702,
    description: 'Gravel area by the lake for self-contained vehicles.',
    status: 'active',
    tags: [],
    sites: [],
    images: ['lake-reserve.jpg'],
  },
];

const csvCell = (value: unknown): string => {
  const text = Array.isArray(value)
    ? value.join(CSV_LIST_SEPARATOR)
    : value === undefined || value === null
      ? ''
      : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Locations as the CSV format writes them: one line per site (one line for a location without sites). */
export function locationsToCsv(locations: readonly ImportLocationInput[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const location of locations) {
    const own = CSV_LOCATION_COLUMNS.map((column) => csvCell(location[column]));
    const sites = location.sites?.length ? location.sites : [null];
    for (const site of sites) {
      const siteCells = site ? [site.name, site.spaces, site.price, site.tags ?? []] : ['', '', '', ''];
      lines.push([...own, ...siteCells.map(csvCell)].join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
