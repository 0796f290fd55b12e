/**
 * One row of a throughput table: autocannon with a fixed number of connections for a while,
 * each request's path (and kind of answer asked for) drawn afresh, so a row that says distinct
 * sends a different address every time.
 */
import autocannon from 'autocannon';

/** What a browser sends for a page, and what the web app sends for its API calls. */
export const ACCEPT_HTML = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
export const ACCEPT_JSON = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export interface NextRequest {
  path: string;
  headers: Record<string, string>;
  /** GET unless said. */
  method?: 'GET' | 'PUT';
  body?: string;
}

export interface RowResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers by status, e.g. { "200": 1234 }. */
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface RowOptions {
  url: string;
  connections: number;
  seconds: number;
  next: () => NextRequest;
}

export async function measureRow(options: RowOptions): Promise<RowResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers, method = 'GET', body } = options.next();
          return { ...request, method, path, headers, ...(body === undefined ? {} : { body }) };
        },
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [
      status,
      stats.count ?? 0,
    ]),
  );
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
