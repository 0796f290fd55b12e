/**
 * What would the server pay to read addresses with React Router's `matchRoutes` instead of
 * `matchAppRoute`? The server reads every request's address (status and head of a page, cache
 * keys, the metrics' route label), so the matcher runs once per request. Both matchers are
 * timed over the same 20,000 varied addresses (every route, real-looking slugs and ids,
 * different spellings, unknown paths), each address new to them, three rounds.
 *
 *   node --import tsx apps/web/bench/route-matching.bench.ts
 */
import { appRoutes, matchAppRoute, routePath } from '@catalyst/shared';
import { matchRoutes, type RouteObject } from 'react-router';

const ADDRESSES = 20_000;
const ROUNDS = 3;

/** The router's tree as the web builds it: one layout, every pattern a child. */
const routerTree: RouteObject[] = [
  {
    children: [...Object.values(appRoutes).map((path) => ({ path })), { path: '*' }],
  },
];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function variedAddresses(count: number): string[] {
  const random = seeded(7);
  const keys = Object.keys(appRoutes) as (keyof typeof appRoutes)[];
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 === 9) return `/no-such-page-${i}/${Math.floor(random() * 1e6)}`;
    const key = keys[Math.floor(random() * keys.length)]!;
    const id = `org-${i}-${Math.floor(random() * 1e9).toString(36)}`;
    const path = routePath(key, { orgId: id, roleId: `r${i}`, token: `t${i}`, sessionId: `s${i}` });
    return i % 7 === 0 ? `${path}/` : path;
  });
}

function microsecondsPerAddress(match: (address: string) => unknown, addresses: string[]) {
  const started = performance.now();
  let found = 0;
  for (const address of addresses) if (match(address)) found += 1;
  const elapsed = performance.now() - started;
  if (found === 0) throw new Error('nothing matched: the bench would time nothing');
  return (elapsed * 1_000) / addresses.length;
}

const addresses = variedAddresses(ADDRESSES);
const matchers = {
  matchAppRoute: (address: string) => matchAppRoute(address),
  'React Router matchRoutes': (address: string) => matchRoutes(routerTree, address),
};

console.log(`${ADDRESSES} addresses a round, ${ROUNDS} rounds, µs per address (median round)`);
for (const [name, match] of Object.entries(matchers)) {
  microsecondsPerAddress(match, addresses.slice(0, 1_000)); // warm up the JIT
  const rounds = Array.from({ length: ROUNDS }, () => microsecondsPerAddress(match, addresses));
  const median = [...rounds].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
  console.log(`${name.padEnd(26)} ${median.toFixed(2)} µs`);
}
