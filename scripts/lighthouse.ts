/**
 * `npm run lighthouse [-- --strict-performance] [-- --runs N]`: measures the built product as a
 * visitor meets it. Starts the production server (embedded PGlite in a fresh directory, demo
 * data, a local fake Stripe) on a free port, finds a published profile, and runs Lighthouse
 * (mobile preset, Debian Chromium) on the home page and that profile. Prints the four category
 * scores, the initial JavaScript of each page against its budget, and every audit that fails;
 * writes the reports to test-results/lighthouse/. Exits non-zero when the JavaScript budget is
 * exceeded, accessibility or SEO is below 100, or best practices below 95. Performance below 95
 * is a warning, as it moves with the machine's load, unless --strict-performance.
 */
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  JS_BUDGET_BYTES,
  JS_TARGET_BYTES,
  formatBudgetTable,
  measurePageJavaScript,
  publishedProfilePath,
  type PageJavaScript,
} from '../apps/web/e2e/support/js-budget';
import { startProduct, type RunningProduct } from '../apps/web/e2e/support/product-server';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
// The machine has no outside network: without these, Chromium keeps dialling Google's hosts.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** Minimum scores out of 100. Performance is enforced only with --strict-performance. */
const THRESHOLDS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

const { values: options } = parseArgs({
  options: {
    'strict-performance': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: join(repoRoot, 'test-results/lighthouse') },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error('--runs must be a whole number from 1 to 9');
  process.exit(2);
}

const missing = ['apps/server/dist/server.js', 'apps/web/dist/index.html'].filter(
  (path) => !existsSync(join(repoRoot, path)),
);
if (missing.length > 0) {
  console.error(
    `npm run lighthouse measures the built product, and there is none (missing ${missing.join(', ')}).\n` +
      'Run `npm run build` first.',
  );
  process.exit(2);
}

let starting: Promise<RunningProduct> | undefined;
let chrome: LaunchedChrome | undefined;

async function stopChrome(): Promise<void> {
  const running = chrome;
  chrome = undefined;
  if (!running) return;
  const exited =
    running.process.exitCode === null && running.process.signalCode === null
      ? once(running.process, 'exit')
      : Promise.resolve();
  running.kill();
  await exited;
}

let cleaning: Promise<void> | undefined;

/** Once, however many ways it is reached (the end, an error, a signal), and awaited by each. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopChrome();
    // A server still starting is waited for, then stopped: leaving it would orphan it.
    const running = await starting?.catch(() => undefined);
    await running?.stop();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server`);
    void cleanUp().finally(() => process.exit(130));
  });
}

interface PageOutcome {
  name: string;
  path: string;
  lhr: Result;
  javascript: PageJavaScript;
}

/** One Lighthouse run with the default (mobile) configuration in a fresh Chromium. */
async function runLighthouse(url: string): Promise<{ lhr: Result; html: string }> {
  if (cleaning) throw new Error('stopping');
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    // Launched detached: one that starts while a signal is being handled must not outlive us.
    if (cleaning) throw new Error('stopping');
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    const [, html] = result.report as string[];
    return { lhr: result.lhr, html: html ?? '' };
  } finally {
    await stopChrome();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine:
 * that says nothing about the page, so such a run is taken again, at most twice.
 */
async function runLighthouseWithRetry(url: string): Promise<{ lhr: Result; html: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      const unrecorded = error instanceof Error && error.message.includes('could not measure');
      if (!unrecorded || attempt === 3 || cleaning) throw error;
      console.error(`${(error as Error).message}; measuring again`);
    }
  }
}

function score(lhr: Result, category: CategoryId): number | null {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/** The median run by performance score: the other categories do not move between runs. */
async function measure(
  name: string,
  path: string,
  baseURL: string,
  outDir: string,
): Promise<PageOutcome> {
  const url = `${baseURL}${path}`;
  const javascript = await measurePageJavaScript(url);
  const results: { lhr: Result; html: string }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runLighthouseWithRetry(url);
    results.push(result);
    const blocking = result.lhr.audits['total-blocking-time']?.numericValue;
    console.log(
      `${name} run ${run + 1}/${runs}: performance ${score(result.lhr, 'performance') ?? 'n/a'}, total blocking time ${blocking === undefined ? '?' : Math.round(blocking)} ms`,
    );
  }
  results.sort((a, b) => (score(a.lhr, 'performance') ?? 0) - (score(b.lhr, 'performance') ?? 0));
  const median = results[Math.floor(results.length / 2)]!;
  writeFileSync(join(outDir, `${name}.report.json`), JSON.stringify(median.lhr, null, 2));
  writeFileSync(join(outDir, `${name}.report.html`), median.html);
  return { name, path, lhr: median.lhr, javascript };
}

interface Heading {
  key: string | null;
  valueType?: string;
  subItemsHeading?: { key: string; valueType?: string };
}
interface Details {
  type?: string;
  headings?: Heading[];
  items?: unknown;
  value?: unknown;
  chains?: Record<string, Chain>;
}
interface Chain {
  url: string;
  navStartToEndTime?: number;
  isLongest?: boolean;
  children?: Record<string, Chain>;
}
type Item = Record<string, unknown>;

const oneLine = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A table cell as Lighthouse's report would show it: the element, the file, the figure. */
function formatValue(value: unknown, valueType: string | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') {
    if (valueType === 'ms' || valueType === 'timespanMs') return `${Math.round(value)} ms`;
    if (valueType === 'bytes') return `${(value / 1024).toFixed(1)} KiB`;
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object['type'] === 'node') {
      return `${String(object['selector'] ?? '')}  ${String(object['snippet'] ?? '')}`;
    }
    if (object['type'] === 'source-location') {
      return `${String(object['url'] ?? '')}:${String(object['line'] ?? '')}`;
    }
    if (typeof object['value'] === 'string' || typeof object['value'] === 'number') {
      return formatValue(object['value'], valueType);
    }
  }
  return undefined;
}

/** The longest request chain of a network tree, as `url (ms) → url (ms)`. */
function longestChain(chains: Record<string, Chain> | undefined): string | undefined {
  const links: string[] = [];
  let level = chains;
  while (level) {
    const all = Object.values(level);
    const next = all.find((chain) => chain.isLongest) ?? all[0];
    if (!next) break;
    links.push(`${next.url} (${Math.round(next.navStartToEndTime ?? 0)} ms)`);
    level = next.children;
  }
  return links.length > 0 ? `longest chain: ${links.join(' → ')}` : undefined;
}

/** One line per row of an audit's details, whatever their shape (tables, lists, trees). */
function describeDetails(details: Details | undefined): string[] {
  if (!details) return [];
  if (details.type === 'list' && Array.isArray(details.items)) {
    return details.items.flatMap((inner) => describeDetails(inner as Details));
  }
  if (details.type === 'list-section') return describeDetails(details.value as Details);
  if (details.type === 'network-tree') return [longestChain(details.chains)].filter(isText);
  if (!Array.isArray(details.items)) return [];
  const headings = (details.headings ?? []).filter((heading) => heading.key);
  return details.items.map((raw) => {
    const item = raw as Item;
    const cells = headings.map((heading) => formatValue(item[heading.key!], heading.valueType));
    const sub = item['subItems'] as { items?: Item[] } | undefined;
    for (const subItem of sub?.items?.slice(0, 3) ?? []) {
      for (const heading of headings) {
        const subHeading = heading.subItemsHeading;
        if (!subHeading) continue;
        const valueType = subHeading.valueType ?? heading.valueType;
        cells.push(formatValue(subItem[subHeading.key], valueType));
      }
    }
    return oneLine(cells.filter(isText).join('  '));
  });
}

function isText(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Audits of a category that do not pass, with what they name; metrics are listed apart. */
function failingAudits(lhr: Result, category: CategoryId): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === 'metrics') continue;
    if (audit.scoreDisplayMode === 'error') {
      lines.push(`  ${audit.id}: ${audit.title} (could not run: ${audit.errorMessage ?? '?'})`);
      continue;
    }
    if (audit.score === null || audit.score >= 1) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    const unscored =
      category !== 'performance' && ref.weight === 0 ? ' [weight 0: not scored]' : '';
    lines.push(`  ${audit.id}: ${audit.title}${value}${unscored}`);
    const items = describeDetails(audit.details as Details).filter(isText);
    for (const text of items.slice(0, 8)) lines.push(`      ${text}`);
    if (items.length > 8) lines.push(`      … and ${items.length - 8} more`);
  }
  return lines;
}

function metricsLine(lhr: Result): string {
  const ids = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  return ids
    .map((id) => lhr.audits[id])
    .filter((audit) => audit !== undefined)
    .map(
      (audit) =>
        `${audit.title} ${audit.displayValue ?? '?'} (${Math.round((audit.score ?? 0) * 100)})`,
    )
    .join(', ');
}

const started = Date.now();
let exitCode = 0;
try {
  const outDir = options.out;
  mkdirSync(outDir, { recursive: true });
  starting = startProduct({ LOG_LEVEL: 'error' });
  const product = await starting;
  const pages: [string, string][] = [
    ['home', '/'],
    ['profile', await publishedProfilePath(product.url)],
  ];
  const outcomes: PageOutcome[] = [];
  for (const [name, path] of pages) outcomes.push(await measure(name, path, product.url, outDir));

  const problems: string[] = [];
  const warnings: string[] = [];
  const pad = Math.max(...outcomes.map((o) => `${o.name} ${o.path}`.length));
  console.log(
    `\nLighthouse ${outcomes[0]!.lhr.lighthouseVersion}, mobile preset, ${runs} run(s) a page (median by performance), ${outcomes[0]!.lhr.environment.hostUserAgent}`,
  );
  console.log(
    `${'page'.padEnd(pad)}  ${CATEGORIES.map((c) => c.padStart(16)).join('')}  ${'initial JS'.padStart(14)}`,
  );
  for (const outcome of outcomes) {
    const cells = CATEGORIES.map((category) => {
      const value = score(outcome.lhr, category);
      const text = value === null ? 'n/a' : String(value);
      return `${text}${value !== null && value < THRESHOLDS[category] ? ' ✗' : ''}`.padStart(16);
    }).join('');
    const js = `${(outcome.javascript.totalGzipBytes / 1000).toFixed(1)} kB${outcome.javascript.totalGzipBytes > JS_BUDGET_BYTES ? ' ✗' : ''}`;
    console.log(`${`${outcome.name} ${outcome.path}`.padEnd(pad)}  ${cells}  ${js.padStart(14)}`);
  }
  console.log(
    `thresholds: ${CATEGORIES.map((c) => `${c} ≥ ${THRESHOLDS[c]}`).join(', ')}; initial JS ≤ ${JS_BUDGET_BYTES / 1000} kB gzip${JS_BUDGET_BYTES === JS_TARGET_BYTES ? '' : ` (target ${JS_TARGET_BYTES / 1000} kB)`}`,
  );

  for (const outcome of outcomes) {
    console.log(`\n--- ${outcome.name} (${outcome.lhr.finalDisplayedUrl})`);
    console.log(`metrics: ${metricsLine(outcome.lhr)}`);
    console.log(`initial JavaScript:\n${formatBudgetTable(outcome.javascript)}`);
    if (outcome.javascript.totalGzipBytes > JS_BUDGET_BYTES) {
      problems.push(
        `${outcome.name}: initial JavaScript ${outcome.javascript.totalGzipBytes} bytes gzip, over the budget of ${JS_BUDGET_BYTES}`,
      );
    }
    for (const category of CATEGORIES) {
      const value = score(outcome.lhr, category);
      const failing = failingAudits(outcome.lhr, category);
      if (failing.length > 0)
        console.log(`${category} ${value ?? 'n/a'}, not passing:\n${failing.join('\n')}`);
      if (value === null || value >= THRESHOLDS[category]) continue;
      const message = `${outcome.name}: ${category} ${value}, below ${THRESHOLDS[category]}`;
      if (category === 'performance' && !options['strict-performance']) warnings.push(message);
      else problems.push(message);
    }
  }

  writeFileSync(
    join(outDir, 'summary.json'),
    JSON.stringify(
      {
        thresholds: THRESHOLDS,
        jsBudgetBytes: JS_BUDGET_BYTES,
        jsTargetBytes: JS_TARGET_BYTES,
        strictPerformance: options['strict-performance'],
        runs,
        pages: outcomes.map((o) => ({
          name: o.name,
          path: o.path,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(o.lhr, c)])),
          javascript: o.javascript,
        })),
        problems,
        warnings,
      },
      null,
      2,
    ),
  );

  console.log('');
  for (const warning of warnings) {
    console.log(`warning: ${warning} (varies with machine load; --strict-performance enforces it)`);
  }
  for (const problem of problems) console.log(`FAIL: ${problem}`);
  console.log(
    `${problems.length === 0 ? 'lighthouse: passed' : 'lighthouse: failed'}; reports in ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  exitCode = problems.length === 0 ? 0 : 1;
} catch (error) {
  // After a signal, what failed is only the run being stopped.
  if (!cleaning) console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
