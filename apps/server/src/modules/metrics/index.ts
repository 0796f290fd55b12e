/** The metrics module's public surface. */
export { metricsModule } from './metrics.module.js';
