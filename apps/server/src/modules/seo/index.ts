/** The seo module's public surface: page heads, which the single-page app's pages carry. */
export { seoModule } from './seo.module.js';
export { injectHead, renderHead } from './html-head.js';
export type { PageMetaService } from './page-meta.service.js';
export { roleFacts } from './atom-feeds.js';
