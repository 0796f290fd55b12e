/** The newsletter module's public surface. */
export { newsletterModule } from './newsletter.module.js';
