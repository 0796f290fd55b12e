/** The website-verification module's public surface. */
export { websiteVerificationModule } from './website-verification.module.js';
