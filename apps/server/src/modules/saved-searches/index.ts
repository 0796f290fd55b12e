/** The saved searches module's public surface: its plugin. */
export { savedSearchesModule } from './saved-searches.module.js';
