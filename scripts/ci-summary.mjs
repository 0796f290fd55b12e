// Adds up the test reports into one closing line: "tests: N passed, N failed". Vitest's JSON
// (unit and API tests) and Playwright's (the browser journeys) are told apart by their shape.
import { readFileSync } from 'node:fs';

/** Passed, failed and skipped tests of one report, whichever runner wrote it. */
function count(report) {
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on a retry. An error
    // outside any test (a global setup that threw) fails the run too.
    const { expected, unexpected, flaky, skipped } = report.stats;
    const outside = report.errors?.length ?? 0;
    return { passed: expected + flaky, failed: unexpected + outside, skipped };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const counted = count(JSON.parse(readFileSync(file, 'utf8')));
  passed += counted.passed;
  failed += counted.failed;
  skipped += counted.skipped;
  console.log(`${file}: ${counted.passed} passed, ${counted.failed} failed`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
