import { collectDefaultMetrics, Registry } from 'prom-client';

let processMetrics: Registry | undefined;

/**
 * prom-client's default metrics (event-loop lag, heap, CPU, memory, handles, garbage
 * collection), started once per process: each start runs an event-loop delay monitor and a
 * garbage-collection observer that never stop, and they describe the process, not an app.
 */
function processWideMetrics(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * A registry of its own for one app, never prom-client's global one: tests build many apps
 * in one process, and each registers the same names. It holds the process's default metrics
 * from the start; modules add their own (docs/decisions/0041-prometheus-metrics.md).
 */
export function createMetricsRegistry(): Registry {
  return Registry.merge([processWideMetrics()]);
}
