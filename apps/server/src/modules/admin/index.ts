/** The admin module's public surface. */
export { adminModule } from './admin.module.js';
