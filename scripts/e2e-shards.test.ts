import { describe, expect, it } from 'vitest';
import { durationsFromReports, journeyFiles, shardTestMatch, splitIntoShards } from './e2e-shards';

describe('the journeys split into shards', () => {
  it('puts the longest files on different shards, each file once', () => {
    const durations = { 'a.spec.ts': 100, 'b.spec.ts': 90, 'c.spec.ts': 10, 'd.spec.ts': 10, 'e.spec.ts': 5 };
    const shards = splitIntoShards(Object.keys(durations), durations, 2);
    // 110 s and 105 s, where splitting by count in name order would give 200 s and 15 s.
    expect(shards).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
  });

  it('counts a file without a recorded duration as the median file', () => {
    const durations = { 'a.spec.ts': 60, 'b.spec.ts': 30, 'c.spec.ts': 20 };
    const shards = splitIntoShards(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'], durations, 2);
    // The new file weighs 30 s: 80 s and 60 s.
    expect(shards).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'new.spec.ts'],
    ]);
  });

  it('gives every journey file to exactly one shard of the real table', () => {
    const files = journeyFiles();
    const patterns = [shardTestMatch('1/2')!, shardTestMatch('2/2')!];
    for (const file of files) {
      const owners = patterns.filter((shard) => shard.some((pattern) => pattern.test(`/x/e2e/${file}`)));
      expect(owners, file).toHaveLength(1);
    }
    // A file whose name ends another's is not taken by it.
    expect(patterns.flat().filter((pattern) => pattern.test('/x/e2e/accounts.spec.ts'))).toHaveLength(1);
  });

  it('refuses a shard that does not exist', () => {
    expect(() => shardTestMatch('3/2')).toThrow(/E2E_SHARD/);
    expect(shardTestMatch(undefined)).toBeUndefined();
  });

  it('sums every attempt of every test per file from Playwright reports', () => {
    const report = {
      suites: [
        {
          file: 'accounts.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 4000 }, { duration: 2500 }] }] }],
          suites: [{ file: 'accounts.spec.ts', specs: [{ tests: [{ results: [{ duration: 1500 }] }] }] }],
        },
      ],
    };
    expect(durationsFromReports([report, { suites: [{ file: 'b.spec.ts', specs: [] }] }])).toEqual({
      'accounts.spec.ts': 8,
    });
  });
});
