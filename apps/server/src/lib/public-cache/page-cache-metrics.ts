import { Counter, type Registry } from 'prom-client';

/** Counts lookups of rendered pages in memory: the share answered without rendering. */
export function pageCacheMetrics(registry: Registry): (result: 'hit' | 'miss') => void {
  const lookups = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Pages for strangers looked up in memory, by result (hit: answered unrendered).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return (result) => lookups.inc({ result });
}
