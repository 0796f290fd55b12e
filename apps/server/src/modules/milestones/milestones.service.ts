import type { Milestone, MilestoneFields } from '@catalyst/shared';
import {
  isUuidShaped,
  MILESTONES_PER_ORGANIZATION_MAX,
  milestoneMessages,
  organizationMessages,
  parseMilestoneDate,
} from '@catalyst/shared';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.js';
import { isListed, assertMember } from '../organizations/index.js';
import { toMilestone } from './milestones.mapper.js';
import {
  timelineJsonOf,
  type MilestoneValues,
  type MilestonesRepository,
  type TimelineRow,
} from './milestones.repository.js';

const milestoneNotFound = () => new AppError('NOT_FOUND', milestoneMessages.notFound);

/** The row's values from a milestone as written: the input schema has already checked it. */
function toValues(input: MilestoneFields): MilestoneValues {
  const day = parseMilestoneDate(input.date);
  if (!day) throw new AppError('VALIDATION_ERROR', milestoneMessages.dateInvalid);
  return {
    occurredOn: day.occurredOn,
    datePrecision: day.precision,
    title: input.title,
    description: input.description,
    link: input.link,
  };
}

/**
 * An organization's timeline. Its owners and editors add, edit, reorder and delete milestones;
 * anyone reads those of a listed organization, and its people those of their own at any time
 * (a preview while it is not published). The date orders the timeline, newest first; the
 * organization's own order only decides among milestones of the same date.
 */
export function createMilestonesService(deps: { repository: MilestonesRepository }) {
  const { repository } = deps;

  /** The organization, when the caller may change its milestones (an editor or an owner). */
  async function editableOrganization(userId: string, organizationId: string) {
    const organization = await repository.findOrganization({ id: organizationId });
    return assertMember(
      organizationId,
      organization && {
        ...organization,
        memberRole: await repository.findMemberRole(organizationId, userId),
      },
      'editor',
    );
  }

  const timelineOf = async (organizationId: string): Promise<Milestone[]> =>
    (await repository.list(organizationId)).map(toMilestone);

  return {
    /**
     * The timeline at a profile's address (id or slug): to anyone when the organization is
     * listed, else to its people alone (404 to anyone else, as if it did not exist).
     */
    async list(
      ref: string,
      viewerId: () => Promise<string | undefined>,
    ): Promise<{ milestones: Milestone[]; viewerIsMember: boolean }> {
      const organization = await repository.findOrganization(
        isUuidShaped(ref) ? { id: ref } : { slug: ref },
      );
      if (!organization) throw new AppError('NOT_FOUND', organizationMessages.notFound(ref));
      if (isListed(organization)) {
        return { milestones: await timelineOf(organization.id), viewerIsMember: false };
      }
      const userId = await viewerId();
      const role = userId ? await repository.findMemberRole(organization.id, userId) : null;
      if (!role) throw new AppError('NOT_FOUND', organizationMessages.notFound(ref));
      return { milestones: await timelineOf(organization.id), viewerIsMember: true };
    },

    /**
     * The timeline as a column of the statement that reads a profile (its organization's id
     * being `organizationId`): the profile and its timeline in one round trip. Only profiles the
     * caller may see are shown, which the organizations module decides.
     */
    profileTimelineOf: (organizationId: SQL): SQL<Milestone[]> =>
      timelineJsonOf(organizationId).mapWith((rows: TimelineRow[]) => rows.map(toMilestone)),

    async create(userId: string, organizationId: string, input: MilestoneFields) {
      await editableOrganization(userId, organizationId);
      const row = await repository.insert(
        organizationId,
        toValues(input),
        MILESTONES_PER_ORGANIZATION_MAX,
      );
      if (!row) throw new AppError('CONFLICT', milestoneMessages.tooMany);
      return toMilestone(row);
    },

    /** The whole milestone as sent; moved to another date, it comes last on that date. */
    async update(
      userId: string,
      organizationId: string,
      milestoneId: string,
      input: MilestoneFields,
    ) {
      await editableOrganization(userId, organizationId);
      const row = await repository.update(organizationId, milestoneId, toValues(input));
      if (!row) throw milestoneNotFound();
      return toMilestone(row);
    },

    async delete(userId: string, organizationId: string, milestoneId: string) {
      await editableOrganization(userId, organizationId);
      if (!(await repository.delete(organizationId, milestoneId))) throw milestoneNotFound();
      return { deleted: true as const };
    },

    /** Each milestone's place among those of its date, from one list of them all. */
    async reorder(userId: string, organizationId: string, ids: readonly string[]) {
      await editableOrganization(userId, organizationId);
      if (!(await repository.reorder(organizationId, ids))) {
        throw new AppError('CONFLICT', milestoneMessages.orderMismatch);
      }
      return timelineOf(organizationId);
    },
  };
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;
