/** The taxonomy module's public surface. */
export { taxonomyModule } from './taxonomy.module.js';
export type { TaxonomyService } from './taxonomy.service.js';
