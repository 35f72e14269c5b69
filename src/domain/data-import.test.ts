import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_IMPORT_LOCATIONS,
  inBatches,
  locationsFromCsv,
  locationsFromFile,
  locationsFromJson,
  locationsToCsv,
  parseCsv,
  planPhotos,
} from './data-import';
import { installZodMessages } from './messages/zod';
import { importLocationSchema } from './schemas/data-import';

beforeAll(() => installZodMessages());

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF or LF lines', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('drops a byte order mark and says when a quote is never closed', () => {
    expect(parseCsv('\uFEFFforeignKey,name\n1,A')).toEqual([
      ['foreignKey', 'name'],
      ['1', 'A'],
    ]);
    expect(parseCsv('a,b\n"open,1')).toBeNull();
  });
});

describe('locationsFromCsv', () => {
  const header = 'foreignKey,name,latitude,longitude,tags,siteName,siteSpaces,sitePrice,siteTags';

  it('groups the lines by foreignKey into locations with their sites, with the line each starts on', () => {
    const csv = [
      header,
      'k1,Farm,-41.2,174.8,collection:farms,Paddock,4,2500,site_feature:power|self_contained',
      'k2,Reserve,-38.6,176.0,,,,,',
      'k1,Farm,-41.2,174.8,collection:farms,Orchard,2,2000,',
    ].join('\n');
    const parsed = locationsFromCsv(csv);
    expect(parsed).toEqual({
      ok: true,
      rowNumbers: [2, 3],
      locations: [
        {
          foreignKey: 'k1',
          name: 'Farm',
          latitude: -41.2,
          longitude: 174.8,
          tags: ['collection:farms'],
          sites: [
            { name: 'Paddock', spaces: 4, price: 2500, tags: ['site_feature:power', 'self_contained'] },
            { name: 'Orchard', spaces: 2, price: 2000 },
          ],
        },
        { foreignKey: 'k2', name: 'Reserve', latitude: -38.6, longitude: 176, sites: [] },
      ],
    });
  });

  it('keeps a number cell that is not a number as text, for the check to name', () => {
    const parsed = locationsFromCsv(`${header}\nk1,Farm,south,174.8,,Paddock,four,2500,`);
    expect(parsed.ok && parsed.locations[0]).toMatchObject({
      latitude: 'south',
      sites: [{ spaces: 'four' }],
    });
    const checked = importLocationSchema.safeParse(parsed.ok && parsed.locations[0]);
    expect(checked.success).toBe(false);
    expect(checked.error!.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['latitude', 'sites.0.spaces']),
    );
  });

  it('refuses a file with an unknown or a missing column, or without lines', () => {
    expect(locationsFromCsv('foreignKey,name,colour\n1,A,red')).toEqual({
      ok: false,
      problem: { code: 'unknownColumn', column: 'colour' },
    });
    expect(locationsFromCsv('name\nA')).toEqual({
      ok: false,
      problem: { code: 'missingColumn', column: 'foreignKey' },
    });
    expect(locationsFromCsv(header)).toEqual({ ok: false, problem: { code: 'emptyFile' } });
    expect(locationsFromCsv('')).toEqual({ ok: false, problem: { code: 'emptyFile' } });
  });
});

describe('importLocationSchema', () => {
  it('says which required field is missing, whether absent or empty', () => {
    const { name: _name, ...noName } = EXAMPLE_IMPORT_LOCATIONS[0]!;
    for (const input of [noName, { ...noName, name: '  ' }]) {
      const checked = importLocationSchema.safeParse(input);
      expect(checked.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['name', 'property.nameRequired'],
      ]);
    }
  });
});

describe('locationsFromJson', () => {
  it('takes the body’s shape or the array alone', () => {
    expect(locationsFromJson('{"locations":[{"foreignKey":"a"}]}')).toEqual({
      ok: true,
      locations: [{ foreignKey: 'a' }],
      rowNumbers: [1],
    });
    expect(locationsFromJson('[{"foreignKey":"a"},{"foreignKey":"b"}]')).toMatchObject({
      rowNumbers: [1, 2],
    });
  });

  it('refuses text that is not JSON, another shape, or no locations', () => {
    expect(locationsFromJson('{"locations":')).toEqual({ ok: false, problem: { code: 'badJson' } });
    expect(locationsFromJson('{"rows":[]}')).toEqual({ ok: false, problem: { code: 'jsonShape' } });
    expect(locationsFromJson('[]')).toEqual({ ok: false, problem: { code: 'emptyFile' } });
  });
});

describe('the example file', () => {
  it('is valid, and its CSV reads back as its JSON', () => {
    for (const location of EXAMPLE_IMPORT_LOCATIONS)
      expect(importLocationSchema.safeParse(location).success).toBe(true);
    const fromCsv = locationsFromFile('example.csv', locationsToCsv(EXAMPLE_IMPORT_LOCATIONS));
    const fromJson = locationsFromFile(
      'example.json',
      JSON.stringify({ locations: EXAMPLE_IMPORT_LOCATIONS }),
    );
    expect(fromCsv.ok && fromCsv.locations.map((l) => importLocationSchema.parse(l))).toEqual(
      fromJson.ok && fromJson.locations.map((l) => importLocationSchema.parse(l)),
    );
  });
});

describe('inBatches', () => {
  it('makes batches of 100 where the last takes the rest', () => {
    const items = Array.from({ length: 250 }, (_, i) => i);
    expect(inBatches(items).map((b) => b.length)).toEqual([100, 100, 50]);
    expect(inBatches(items.slice(0, 100)).map((b) => b.length)).toEqual([100]);
    expect(inBatches([])).toEqual([]);
  });
});

describe('planPhotos', () => {
  const file = (name: string) => ({ name });
  const locations = [
    { foreignKey: 'a', images: ['A1.jpg', 'a2.jpg', 'missing.jpg'] },
    { foreignKey: 'b', images: ['a1.jpg'] },
    { foreignKey: 'c', images: ['c.jpg'] },
    { foreignKey: 'd', images: ['d.jpg'] },
  ];
  const report = [
    { index: 0, foreignKey: 'a', outcome: 'created', photoCount: 0 },
    { index: 1, foreignKey: 'b', outcome: 'unchanged', photoCount: 0 },
    { index: 2, foreignKey: 'c', outcome: 'unchanged', photoCount: 3 },
    { index: 3, foreignKey: 'd', outcome: 'refused', photoCount: 0 },
  ] as const;

  it('uploads each needed file once, for places without photos, matched by name (case aside)', () => {
    const plan = planPhotos(locations, report, [
      file('A1.jpg'),
      file('a2.jpg'),
      file('c.jpg'),
      file('d.jpg'),
    ]);
    expect(plan.files.map((f) => f.name)).toEqual(['A1.jpg', 'a2.jpg']);
    expect(plan.items).toEqual([
      { foreignKey: 'a', names: ['A1.jpg', 'a2.jpg'] },
      { foreignKey: 'b', names: ['A1.jpg'] },
    ]);
    expect(plan.missing).toEqual([{ foreignKey: 'a', name: 'missing.jpg' }]);
  });
});
