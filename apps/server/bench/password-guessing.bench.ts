/**
 * Does a flood of password guesses slow the public pages? Starts the production server in a
 * process of its own on a PostgreSQL database of 10,000 published organizations, measures
 * the listing (varied filters, one connection) at rest, then again while 8 connections send
 * sign-in guesses as fast as they can, each from a different client address (TRUST_PROXY
 * lets X-Forwarded-For speak for many clients) and for a different account. Target: the
 * listing's p50 under load within 50 ms of its p50 at rest.
 *
 *   node --import tsx apps/server/bench/password-guessing.bench.ts
 */
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { seededRandom } from '../test/seeded-random.js';
import { createBenchDatabase } from './bench-database.js';
import { buildProductIfStale, startProductionServer } from './production-server.js';

const ORGANIZATIONS = Number(process.env['BENCH_ORGANIZATIONS'] ?? 10_000);
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 15);
const GUESSERS = 8;
const DATABASE = 'catalyst_bench_guessing';

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IN', 'BR', 'KE', 'NG', 'CA', 'AU', 'ES', 'NL'];
const CATEGORIES = ['climate_action', 'education', 'nonprofit', 'remote_first', 'health'];

/** A listing request with a random filter, so no answer is served from a memo. */
function randomListingPath(random: () => number): string {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const query = new URLSearchParams();
  if (random() < 0.7) query.set('country', pick(COUNTRIES));
  if (random() < 0.7) query.set('categories', pick(CATEGORIES));
  return `/api/organizations?${query.toString()}`;
}

function measureListing(url: string, seconds: number) {
  const random = seededRandom(7);
  return autocannon({
    url,
    connections: 1,
    duration: seconds,
    // As browsers ask: compressed answers, which zlib makes on the same thread pool as scrypt.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: randomListingPath(random) }),
      },
    ],
  });
}

function floodOfGuesses(url: string, seconds: number) {
  let guess = 0;
  return autocannon({
    url: `${url}/api/auth/sign-in/email`,
    connections: GUESSERS,
    duration: seconds,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          guess += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(guess >> 16) & 255}.${(guess >> 8) & 255}.${guess & 255}`,
            },
            body: JSON.stringify({
              email: `target${guess % 5000}@example.org`,
              password: `guess-${guess}`,
            }),
          };
        },
      },
    ],
  });
}

async function main() {
  buildProductIfStale();
  const database = await createBenchDatabase(DATABASE, ORGANIZATIONS);
  mkdirSync('bench-results', { recursive: true });
  const server = await startProductionServer({
    databaseUrl: database.url,
    logFile: 'bench-results/password-guessing-server.log',
    readyTimeoutMs: 120_000,
    // X-Forwarded-For then speaks for the many clients the guesses come from.
    env: { TRUST_PROXY: '1' },
  });
  try {
    await measureListing(server.url, 3); // warm-up
    const idle = await measureListing(server.url, DURATION_S);
    const [loaded, guesses] = await Promise.all([
      measureListing(server.url, DURATION_S),
      floodOfGuesses(server.url, DURATION_S),
    ]);
    const statuses = Object.fromEntries(
      Object.entries(guesses.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    );
    console.log(
      `listing at rest:      p50 ${idle.latency.p50} ms  p99 ${idle.latency.p99} ms  ${Math.round(idle.requests.average)} req/s`,
    );
    console.log(
      `listing under flood:  p50 ${loaded.latency.p50} ms  p99 ${loaded.latency.p99} ms  ${Math.round(loaded.requests.average)} req/s`,
    );
    console.log(
      `guesses (${GUESSERS} connections): ${Math.round(guesses.requests.average)} req/s, p50 ${guesses.latency.p50} ms, answers ${JSON.stringify(statuses)}`,
    );
    const met = loaded.latency.p50 - idle.latency.p50 <= 50;
    console.log(met ? 'target met' : 'target missed: p50 rose by more than 50 ms');
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
