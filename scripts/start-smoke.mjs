// Starts the built product with the Node.js that runs this script, on a fresh embedded database,
// and checks it serves: /ready, the home page, the category list, a profile's API answer and
// its page, rendered on the server with the profile's name in it. It fails on any deprecation
// warning the process prints and on any part of a page the server could not render, so a
// runtime upgrade (CI runs this on Node 24 LTS) cannot pass while the product leans on an API
// that runtime is retiring, or while the web app's server rendering breaks on it.
//
//   node scripts/start-smoke.mjs        (after `npm run build`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const READY_WITHIN_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(base, child) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(`${base}/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/ready did not answer 200 within ${READY_WITHIN_MS / 1000} s`);
}

async function expectOk(base, path, contentType) {
  const answer = await fetch(`${base}${path}`);
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.ok || !type.includes(contentType)) {
    throw new Error(`${path} answered ${answer.status} ${type}`);
  }
  return contentType === 'application/json' ? answer.json() : answer.text();
}

/** Text as React writes it into a page. */
const asHtmlText = (text) =>
  text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`,
  );

const dataDir = mkdtempSync(join(tmpdir(), 'catalyst-smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
const child = spawn(process.execPath, ['--trace-deprecation', 'apps/server/dist/server.js'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

try {
  await waitUntilReady(base, child);
  await expectOk(base, '/', 'text/html');
  await expectOk(base, '/api/categories', 'application/json');
  const listing = await expectOk(base, '/api/organizations?limit=1', 'application/json');
  const first = listing.data.items[0];
  if (!first) throw new Error('the demo data holds no published organization');
  await expectOk(base, `/api/organizations/${first.id}`, 'application/json');
  const profilePage = await expectOk(base, `/organizations/${first.slug}`, 'text/html');
  if (!profilePage.includes(`<div id="root"><`) || !profilePage.includes(asHtmlText(first.name))) {
    throw new Error(`the page of ${first.slug} was not rendered on the server with its name`);
  }
  child.kill('SIGTERM');
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the server stopped with ${code} on SIGTERM`);
  if (/DeprecationWarning/.test(output)) {
    throw new Error(`the server printed a deprecation warning:\n${output}`);
  }
  if (/Server rendering failed/.test(output)) {
    throw new Error(`the server failed to render part of a page:\n${output}`);
  }
  console.log(`${process.version}: the built product started, served and stopped cleanly`);
} catch (error) {
  child.kill('SIGKILL');
  console.error(output.slice(-4000));
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
