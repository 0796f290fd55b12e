// cost.mjs KIND N SEED [PORT]: CPU per request (server, postgres) from /proc; KIND profile|api|categories|home
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
const [kind = "profile", n = "500", seed = "1", port = "7401"] = process.argv.slice(2); const C = Number(process.env.C ?? 10);
const N = Number(n);
const tick = 100;
const cpuOf = (pid) => { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / tick; } catch { return 0; } };
const pids = (name) => readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => { try { return readFileSync(`/proc/${p}/comm`, 'utf8').trim() === name || readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(name); } catch { return false; } });
const serverPid = pids('dist/server.js').find((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8').startsWith('node'));
const pgPids = () => readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => { try { return readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'postgres'; } catch { return false; } });
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/catalyst_bench' });
await client.connect();
const { rows } = await client.query(`select slug from organizations where status='published' order by md5(slug || $1) limit $2`, [seed, N]);
await client.end();
const paths = kind === 'profile' ? rows.map((r) => `/organizations/${r.slug}`) : kind === 'api' ? rows.map((r) => `/api/organizations/${r.slug}`) : kind === 'categories' ? rows.map(() => '/api/categories') : rows.map((r, i) => `/?q=${r.slug.split('-')[0]}`);
const headers = kind === 'profile' || kind === 'home' ? { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } : { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const pgCpu = () => pgPids().reduce((s, p) => s + cpuOf(p), 0);
const s0 = cpuOf(serverPid), p0 = pgCpu(), t0 = performance.now();
let i = 0; let bad = 0;
async function worker() { while (i < paths.length) { const path = paths[i++]; const r = await fetch(`http://127.0.0.1:${port}${path}`, { headers }); await r.arrayBuffer(); if (!r.ok) bad++; } }
await Promise.all(Array.from({ length: C }, worker));
const wall = performance.now() - t0;
const s = (cpuOf(serverPid) - s0) * 1000 / N, p = (pgCpu() - p0) * 1000 / N;
console.log(`${kind} n=${N} server ${s.toFixed(2)} ms/req, postgres ${p.toFixed(2)} ms/req, wall ${(wall / N).toFixed(2)} ms/req (${(N * 1000 / wall).toFixed(0)} req/s), bad ${bad}`);
