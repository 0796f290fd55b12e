/** The open-roles module's public surface. */
export { openRolesModule } from './open-roles.module.js';
export { jobPostingJsonLd } from './job-posting.js';
export type { OpenRolesService } from './open-roles.service.js';
