/** The milestones module's public surface. */
export { milestonesModule } from './milestones.module.js';
