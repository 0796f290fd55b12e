/**
 * One row of a throughput table driven by wrk (Debian's `wrk`, C with a thread per core)
 * instead of autocannon, for targets that answer faster than one Node.js thread can ask:
 * through Varnish, autocannon itself is the bottleneck at about 3,000 requests a second on two
 * cores. The requests are drawn beforehand from the same `next()` a row of measure-row.ts
 * takes, written as raw HTTP requests to a file the script replays in a loop (each wrk thread
 * from its own offset), and the result comes back in measure-row.ts's shape.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NextRequest, RowResult } from './measure-row.js';

/** Requests drawn per row: replayed in a loop, so a Zipf mix keeps its shape. */
const DEFAULT_DRAWN = 100_000;
/** Between two requests in the file: no request line or JSON body holds it. */
const SEPARATOR = '\u0000\n';

// Runs in each wrk thread: loads the requests, counts statuses; `done` (in wrk's main thread)
// prints one JSON line with the totals.
const SCRIPT = `
local requests = {}
local position = 1
statuses = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end
threads = {}

function init(args)
  local file = assert(io.open(args[1], "rb"))
  local all = file:read("*a")
  file:close()
  for request in string.gmatch(all, "(.-)%z\\n") do
    table.insert(requests, request)
  end
  local threadCount = tonumber(args[2])
  position = math.floor((#requests / threadCount) * (id - 1)) + 1
end

function request()
  local next = requests[position]
  position = position + 1
  if position > #requests then position = 1 end
  return next
end

function response(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
end

function done(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    local theirs = thread:get("statuses")
    for status, count in pairs(theirs) do
      counts[status] = (counts[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(counts) do
    table.insert(parts, string.format('"%s":%d', status, count))
  end
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"connectErrors":%d,"readErrors":%d,' ..
    '"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,' ..
    '"statuses":{%s}}\\n',
    summary.requests, summary.duration, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    table.concat(parts, ",")))
end
`;

interface WrkRowOptions {
  url: string;
  connections: number;
  seconds: number;
  next: () => NextRequest;
  /** wrk threads (default 2: the machine's cores, shared with what is measured). */
  threads?: number;
  /** How many requests to draw before the run (default 100,000). */
  drawn?: number;
}

interface WrkResult {
  requests: number;
  durationUs: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  statusErrors: number;
  timeouts: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
}

function rawRequest(host: string, request: NextRequest): string {
  const lines = [`${request.method ?? 'GET'} ${request.path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (request.body !== undefined) {
    lines.push(`Content-Length: ${Buffer.byteLength(request.body)}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n${request.body ?? ''}`;
}

function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (err) =>
      reject(new Error(`wrk could not start (apt-get install -y wrk): ${(err as Error).message}`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}: ${output}`)),
    );
  });
}

export async function measureRowWithWrk(options: WrkRowOptions): Promise<RowResult> {
  const threads = Math.min(options.threads ?? 2, options.connections);
  const host = new URL(options.url).host;
  const folder = mkdtempSync(join(tmpdir(), 'catalyst-wrk-'));
  try {
    const drawn = Array.from({ length: options.drawn ?? DEFAULT_DRAWN }, () =>
      rawRequest(host, options.next()),
    );
    const requestsFile = join(folder, 'requests');
    writeFileSync(requestsFile, drawn.join(SEPARATOR) + SEPARATOR);
    const scriptFile = join(folder, 'mix.lua');
    writeFileSync(scriptFile, SCRIPT);
    const output = await runWrk([
      `-t${threads}`,
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '10s',
      '-s',
      scriptFile,
      options.url,
      '--',
      requestsFile,
      String(threads),
    ]);
    const line = output.split('\n').find((text) => text.startsWith('WRK_RESULT '));
    if (!line) throw new Error(`wrk printed no result: ${output}`);
    const result = JSON.parse(line.slice('WRK_RESULT '.length)) as WrkResult;
    const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;
    const non2xx = Object.entries(result.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      requests: result.requests,
      requestsPerSecond: Math.round(result.requests / (result.durationUs / 1e6)),
      p50: ms(result.p50),
      p90: ms(result.p90),
      p99: ms(result.p99),
      max: ms(result.max),
      statuses: result.statuses,
      non2xx,
      errors: result.connectErrors + result.readErrors + result.writeErrors,
      timeouts: result.timeouts,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
