import {
  canonicalSearchQuery,
  defaultSearchName,
  savedSearchMessages,
  type SavedSearch,
  type SavedSearchAlerts,
  type SavedSearchFilters,
  type SavedSearchList,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import type { OrganizationsService } from '../organizations/index.js';
import type {
  SavedSearchesRepository,
  SavedSearchRow,
  SavedSearchWrite,
} from './saved-searches.repository.js';

/** A saved search as its body arrives, validated: the query already read as the listing reads it. */
export interface SavedSearchRequest {
  query: SavedSearchFilters;
  alerts: SavedSearchAlerts;
  name?: string | undefined;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    alerts: row.alerts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function savedOrThrow(write: SavedSearchWrite): SavedSearch {
  if ('saved' in write) return toSavedSearch(write.saved);
  switch (write.refused) {
    case 'too-many':
      throw new AppError('CONFLICT', savedSearchMessages.tooMany);
    case 'duplicate':
      throw new AppError('CONFLICT', savedSearchMessages.duplicate);
    case 'not-found':
      throw new AppError('NOT_FOUND', savedSearchMessages.notFound);
  }
}

export function createSavedSearchesService(deps: {
  repository: SavedSearchesRepository;
  /** The listing's own check of its filters (an unknown country or category is a 400). */
  organizations: Pick<OrganizationsService, 'assertListingFiltersKnown'>;
}) {
  const { repository, organizations } = deps;

  async function fieldsOf(request: SavedSearchRequest) {
    await organizations.assertListingFiltersKnown(request.query);
    return {
      name: request.name ?? defaultSearchName(request.query),
      query: canonicalSearchQuery(request.query),
      alerts: request.alerts,
    };
  }

  return {
    async list(userId: string): Promise<SavedSearchList> {
      return { items: (await repository.list(userId)).map(toSavedSearch) };
    },

    async create(userId: string, request: SavedSearchRequest): Promise<SavedSearch> {
      return savedOrThrow(await repository.create(userId, await fieldsOf(request)));
    },

    async replace(userId: string, id: string, request: SavedSearchRequest): Promise<SavedSearch> {
      return savedOrThrow(await repository.replace(userId, id, await fieldsOf(request)));
    },

    async delete(userId: string, id: string): Promise<void> {
      // Another person's search is not found, exactly as one that never was.
      if (!(await repository.delete(userId, id))) {
        throw new AppError('NOT_FOUND', savedSearchMessages.notFound);
      }
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
