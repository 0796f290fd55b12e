/**
 * How long a person's browser takes to solve the proof-of-work challenges a hot public write
 * asks for, at each level of difficulty, and how long Node takes (a script's cost per write).
 * Issues real challenges, then solves each with ALTCHA's solver as the web app does: in Node
 * with its PBKDF2, in headless Chromium with WebCrypto's, on the page's main thread.
 *
 *   node --import tsx apps/server/bench/proof-of-work.bench.ts
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProofOfWorkChallenge } from '@catalyst/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { chromium } from 'playwright-core';
import type { RateLimitStore } from '../src/lib/rate-limit/rate-limit-store.js';
import { challengeDifficulty } from '../src/modules/challenge/challenge-difficulty.js';
import { createProofOfWork } from '../src/modules/challenge/proof-of-work.js';

const SOLVES = Number(process.env['BENCH_SOLVES'] ?? 10);
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const THRESHOLD = 1_000;
/** One count per level: at the threshold, and at 2, 4 and 8 times it. */
const LEVEL_COUNTS = [THRESHOLD, 2 * THRESHOLD, 4 * THRESHOLD, 8 * THRESHOLD];

// Issuing a challenge reads no counter: only redeeming one does.
const proofOfWork = createProofOfWork({
  authSecret: 'a-secret-for-this-benchmark-only-0123456789',
  store: {} as RateLimitStore,
});

/** Where ALTCHA's ES modules are: its entry's folder. */
const altchaRoot = dirname(fileURLToPath(import.meta.resolve('altcha-lib')));

/** A page that loads ALTCHA's solver as ES modules and times one solve per call. */
const page = `<!doctype html><title>solver</title>
<script type="importmap">{"imports": {
  "altcha-lib": "/altcha/index.js",
  "altcha-lib/algorithms/web/pbkdf2": "/altcha/algorithms/web/pbkdf2.js"
}}</script>
<script type="module">
  import { solveChallenge } from 'altcha-lib';
  import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
  window.solve = async (challenge) => {
    const start = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('not solved');
    return performance.now() - start;
  };
  window.ready = true;
</script>`;

function startPageServer() {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    const file = normalize(join(altchaRoot, path.replace(/^\/altcha\//, '')));
    if (!path.startsWith('/altcha/') || !file.startsWith(altchaRoot)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file)
      .then((body) => response.writeHead(200, { 'content-type': 'text/javascript' }).end(body))
      .catch(() => response.writeHead(404).end());
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        close: () => server.close(),
      }),
    ),
  );
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const format = (ms: number) => `${Math.round(ms)} ms`;
  return `median ${format(at(0.5))}, p90 ${format(at(0.9))}, max ${format(sorted.at(-1)!)}`;
}

const pageServer = await startPageServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const solver = await browser.newPage();
  await solver.goto(pageServer.url);
  await solver.waitForFunction(() => (globalThis as { ready?: boolean }).ready === true);

  for (const [level, count] of LEVEL_COUNTS.entries()) {
    const difficulty = challengeDifficulty(count, THRESHOLD);
    const expected = (difficulty.cost * (difficulty.attempts.min + difficulty.attempts.max)) / 2;
    const inNode: number[] = [];
    const inChromium: number[] = [];
    for (let solve = 0; solve < SOLVES; solve += 1) {
      const challenge = await proofOfWork.issue('signUp', difficulty);
      const start = performance.now();
      if (!(await solveChallenge({ challenge, deriveKey }))) throw new Error('not solved');
      inNode.push(performance.now() - start);
      inChromium.push(
        await solver.evaluate(
          (issued) =>
            (
              globalThis as unknown as { solve: (c: ProofOfWorkChallenge) => Promise<number> }
            ).solve(issued),
          challenge,
        ),
      );
    }
    console.log(
      `level ${level} (from ${count / THRESHOLD}× the threshold), ${difficulty.attempts.min}–${difficulty.attempts.max} attempts of ${difficulty.cost} PBKDF2 iterations, ${(expected / 1e6).toFixed(1)} M on average`,
    );
    console.log(`  Node ${process.version}: ${summary(inNode)}`);
    console.log(`  headless Chromium:  ${summary(inChromium)}`);
  }
} finally {
  await browser.close();
  pageServer.close();
}
