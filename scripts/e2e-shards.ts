// Which journey files each of CI's shards runs (E2E_SHARD=1/2). Playwright's own --shard splits by
// the count of tests in file order, which left one shard with most of the long journeys; this
// splits by how long each file took (durations.json, seconds, written from a run's reports by
// `node --import tsx scripts/e2e-shards.ts record <report.json>...`), the longest first onto the shard
// with the least so far. A file not in the table counts as the median file.

import fs from 'node:fs';
import path from 'node:path';

const E2E_DIR = path.resolve(import.meta.dirname, '../e2e');
const DURATIONS_FILE = path.join(E2E_DIR, 'durations.json');

export type Durations = Record<string, number>;

export function journeyFiles(dir = E2E_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
}

function median(values: number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The files split into `count` shards of about equal total duration. */
export function splitIntoShards(files: string[], durations: Durations, count: number): string[][] {
  const fallback = median(Object.values(durations));
  const weighed = files
    .map((file) => ({ file, seconds: durations[file] ?? fallback }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const { file, seconds } of weighed) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shards.map((shard) => shard.files.sort());
}

/** E2E_SHARD's files as patterns for Playwright's testMatch, or undefined when no shard is asked. */
export function shardTestMatch(shard = process.env.E2E_SHARD): RegExp[] | undefined {
  if (!shard) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(shard);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) {
    throw new Error(`E2E_SHARD must be like 1/2, not ${shard}`);
  }
  const durations: Durations = fs.existsSync(DURATIONS_FILE)
    ? JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8'))
    : {};
  const files = splitIntoShards(journeyFiles(), durations, Number(match[2]))[Number(match[1]) - 1]!;
  return files.map((file) => new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

type PlaywrightSuite = {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** Seconds per file from Playwright JSON reports (every attempt counts: a retry is time spent). */
export function durationsFromReports(reports: { suites: PlaywrightSuite[] }[]): Durations {
  const totals: Durations = {};
  const visit = (suite: PlaywrightSuite) => {
    const file = path.basename(suite.file);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) totals[file] = (totals[file] ?? 0) + result.duration / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const report of reports) for (const suite of report.suites) visit(suite);
  return Object.fromEntries(
    Object.entries(totals)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.round(seconds)]),
  );
}

if (process.argv[1] === import.meta.filename && process.argv[2] === 'record') {
  const reports = process.argv.slice(3).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(durationsFromReports(reports), null, 2)}\n`);
  console.log(`wrote ${DURATIONS_FILE}`);
}
