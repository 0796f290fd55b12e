import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createTeamRepository } from './team.repository.js';
import { teamRoutes } from './team.routes.js';
import { createTeamService } from './team.service.js';

/** An organization's people and invitations: their service and routes. */
export const teamModule = fp<AppResources>(
  async (app, { config, db, mailer }) => {
    const team = createTeamService({
      repository: createTeamRepository(db),
      mailer,
      publicUrl: config.publicUrl,
      productName: config.site.productName,
    });
    await app.register(teamRoutes, { prefix: '/api', team });
  },
  { name: 'team' },
);
