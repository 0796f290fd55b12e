/** The team module's public surface. */
export { teamModule } from './team.module.js';
export { withdrawInvitationsSentBy } from './invitation-senders.repository.js';
