/** The moderation module's public surface. */
export { moderationModule, type Moderation } from './moderation.module.js';
export type { OrganizationModerationService } from './organization-moderation.service.js';
export { createReportDigest, reportDigestJob } from './report-digest.js';
