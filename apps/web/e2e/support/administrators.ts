import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, personPage, test as journeyTest, type Page } from './fixtures';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The journey's fixtures and an administrator's browser, kept for the whole file beside the
 * others: the console's journeys act as an administrator and as the people they serve at once.
 */
export const test = journeyTest.extend<object, { admin: Page }>({
  admin: [personPage, { scope: 'worker' }],
});

/**
 * Makes `email`'s account an administrator with the operator command, against the journey's
 * database, as an operator does in production: `npm run admin -- grant EMAIL --reason TEXT`.
 */
export function grantAdmin(databaseUrl: string, email: string, reason: string): void {
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'admin', '--', 'grant', email, '--reason', reason],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
      encoding: 'utf8',
    },
  );
  expect(run.status, `npm run admin -- grant failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
}
