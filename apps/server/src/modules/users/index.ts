/** The users module's public surface. */
export { usersModule } from './users.module.js';
