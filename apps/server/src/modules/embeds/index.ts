/** The embeds module's public surface: its plugin. */
export { embedsModule } from './embeds.module.js';
