// Sums the suites' JSON reports into one line, "N passed, N failed". A suite that left no report
// (it crashed before reporting), or whose process failed (<suite>.rc, written by .ci/run) while its
// report shows no failure, counts as one failure more, so a broken run is never green.

import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/ci';
const suites = {
  check: 'check.json',
  unit: 'unit.json',
  postgres: 'pg.json',
  e2e: 'e2e.json',
  drill: 'drill.json',
};

function countVitest(report) {
  // A test file that fails to load has no assertion results but is itself a failure.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

function countPlaywright(report) {
  const s = report.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected + (report.errors?.length ?? 0) };
}

let passed = 0;
let failed = 0;
for (const [name, file] of Object.entries(suites)) {
  const full = path.join(dir, file);
  let counts;
  if (!fs.existsSync(full)) counts = { passed: 0, failed: 1 };
  else {
    const report = JSON.parse(fs.readFileSync(full, 'utf8'));
    counts =
      'numPassedTests' in report ? countVitest(report) : 'stats' in report ? countPlaywright(report) : report;
  }
  const rcFile = path.join(dir, `${name}.rc`);
  const rc = fs.existsSync(rcFile) ? Number(fs.readFileSync(rcFile, 'utf8').trim()) : 0;
  if (rc !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed${rc ? ` (exit ${rc})` : ''}`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
