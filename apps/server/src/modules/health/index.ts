/** The health module's public surface. */
export { healthModule } from './health.module.js';
