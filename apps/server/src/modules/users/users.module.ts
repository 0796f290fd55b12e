import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { verifyPassword } from '../../lib/password-hashing.js';
import { createBackoffStore, createPasswordAttempts, type Auth } from '../auth/index.js';
import { guestCleanupJob } from './guest-cleanup.js';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService, type UsersService } from './users.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts as the product sees them, which app.ts hands to auth's sync route. */
    users: UsersService;
  }
}

export interface UsersModuleOptions extends AppResources {
  /** Signs the deleted account out. */
  auth: Auth;
  /** What deleting an account asks of billing (the payments module). */
  billing: {
    afterDeletion(): Promise<void>;
    forgetCustomer(userId: string): Promise<void>;
  };
}

/** Accounts' profiles and deletion, and the cleanup of idle guests. */
export const usersModule = fp<UsersModuleOptions>(
  async (app, { db, jobs, mailer, images, auth, billing }) => {
    const users = createUsersService({
      repository: createUsersRepository(db),
      passwords: { verify: verifyPassword },
      passwordAttempts: createPasswordAttempts(createBackoffStore(db)),
      imageFiles: images.files,
      billing,
      mail: mailer,
    });
    app.decorate('users', users);
    jobs.define(guestCleanupJob(users.deleteStaleGuests));
    await app.register(usersRoutes, { prefix: '/api', users, auth });
  },
  { name: 'users' },
);
