/**
 * The organizations module's public surface: the organizations service, and who may act on
 * an organization, which every module about an organization's parts decides with.
 */
export { queryTerms } from './discovery/discovery-search.js';
export { isListed, listedOrganization } from './listing.js';
export { assertMember, type RequiredRole } from './membership.js';
export {
  findMemberRole,
  handOverOrganizations,
  memberEmails,
  memberRoleOf,
} from './membership.repository.js';
export { claimSlug, settleSlug } from './organization-slugs.repository.js';
export { toOrganizationCard } from './organizations.mapper.js';
export { organizationsModule } from './organizations.module.js';
export type { OrganizationsService } from './organizations.service.js';
/** The multipart field names the API reference documents. */
export { IMAGE_FIELD } from './organization-images.routes.js';
export { ALT_FIELD } from './organization-media.routes.js';
