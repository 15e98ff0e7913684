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

console.log(`\nunit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed, ${e2eSkipped} skipped`);
console.log(`${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
