/** The analytics module's public surface. */
export { analyticsModule } from './analytics.module.js';
