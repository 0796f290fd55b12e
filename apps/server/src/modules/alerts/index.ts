/** The alerts module's public surface: its plugin, and the digest's job name. */
export { alertsModule } from './alerts.module.js';
export { ALERT_DIGEST_JOB } from './alert-digest.js';
