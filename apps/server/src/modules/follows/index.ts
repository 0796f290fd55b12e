/** The follows module's public surface: its plugin. */
export { followsModule } from './follows.module.js';
