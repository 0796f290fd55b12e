/** The faq module's public surface. */
export { faqModule } from './faq.module.js';
