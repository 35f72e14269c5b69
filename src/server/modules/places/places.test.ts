import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/places', () => {
  it('finds New Zealand towns by name, exact matches first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/places?query=nelson' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().items;
    expect(first).toMatchObject({ name: 'Nelson' });
    expect(first.latitude).toBeCloseTo(-41.27, 1);
    expect(first.longitude).toBeCloseTo(173.28, 1);
  });

  const firstName = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/places?query=${encodeURIComponent(query)}` });
    expect(res.statusCode).toBe(200);
    return res.json().items[0]?.name;
  };

  it('ignores case and macrons, and shows the name with its macrons', async () => {
    expect(await firstName('WHANGAREI')).toBe('Whangārei');
    expect(await firstName('whangārei')).toBe('Whangārei');
  });

  it.each(['Taupo', 'Taupō', 'taupo', 'TAUPŌ', 'Taupo\u0304'.normalize('NFC'), 'Taupo\u0304'])(
    'finds Taupō for %j',
    async (query) => {
      expect(await firstName(query)).toBe('Taupō');
    },
  );

  it('finds a name typed without its macrons anywhere in it', async () => {
    expect(await firstName('paekakariki')).toBe('Paekākāriki');
    expect(await firstName('Opotiki')).toBe('Ōpōtiki');
  });

  it('finds nothing outside New Zealand', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/places?query=Sydney' });
    expect(res.json().items).toEqual([]);
  });

  it('requires a query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/places?query=%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query');
  });
});
