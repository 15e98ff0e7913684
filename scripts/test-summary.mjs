// Playwright empties test-results/ when it starts, so both suites report into test-reports/.
// Prints one closing line for the whole run ("N passed, N failed") from the JSON reports
// of Vitest and Playwright, so CI reads the total of both suites.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const unit = read('test-reports/unit.json');
const e2e = read('test-reports/e2e.json');

const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit ? unit.numFailedTests : 1;
const e2ePassed = e2e?.stats?.expected ?? 0;
const e2eFailed = e2e ? (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0) : 1;
const e2eSkipped = e2e?.stats?.skipped ?? 0;

// When end-to-end tests failed, the server's own errors usually say why: quote them here, at the
// end of the output, where CI logs are read. (Some are expected: tests provoke outages.)
if (e2eFailed > 0 && existsSync('test-reports/e2e.log')) {
  const seen = new Set();
  for (const line of readFileSync('test-reports/e2e.log', 'utf8').split('\n')) {
    if (!line.startsWith('[WebServer]') || !/error|fail|sqlite|unable|cannot/i.test(line)) continue;
    seen.add(line.slice(0, 300));
    if (seen.size >= 25) break;
  }
  if (seen.size) console.log(`\nserver errors during the e2e run (first ${seen.size}):\n${[...seen].join('\n')}`);
}

// Name each failed test with the first line of its error, last, where CI shows the run's tail.
const failures = [];
const walk = (suite, path) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const error = test.results.flatMap((result) => result.errors ?? []).find((e) => e.message);
      const firstLine =
        error?.message
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .find(Boolean) ?? test.status;
      failures.push(`  ${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')}\n    ${firstLine.slice(0, 240)}`);
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
};
for (const suite of e2e?.suites ?? []) walk(suite, []);
if (failures.length) console.log(`\nfailed end-to-end tests:\n${failures.join('\n')}`);

const unitFailures = (unit?.testResults ?? []).flatMap((file) =>
  file.assertionResults
    .filter((test) => test.status === 'failed')
    .map((test) => `  ${file.name.replace(`${process.cwd()}/`, '')} ${test.fullName}`),
);
if (unitFailures.length) console.log(`\nfailed unit tests:\n${unitFailures.join('\n')}`);

console.log(`\nunit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed, ${e2eSkipped} skipped`);
console.log(`${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
