import type { MemberRole, OpenRole, OpenRoleFields } from '@catalyst/shared';
import {
  defaultValidThrough,
  isUuidShaped,
  OPEN_ROLES_PER_ORGANIZATION_MAX,
  openRoleMessages,
  organizationMessages,
  utcDay,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { isListed, assertMember } from '../organizations/index.js';
import { toOpenRole } from './open-roles.mapper.js';
import type { OpenRoleValues, OpenRolesRepository } from './open-roles.repository.js';

/** PUT's body: the fields, and whether the role is to be open or closed. */
type OpenRoleUpdate = OpenRoleFields & { status?: 'open' | 'closed' | undefined };

function toValues(input: OpenRoleFields, validThrough: string): OpenRoleValues {
  return {
    title: input.title,
    team: input.team,
    employmentType: input.employmentType,
    workplace: input.workplace,
    // A remote role is wherever its hire lives; the others are somewhere.
    location: input.location,
    remoteCountries: input.workplace === 'remote' ? input.remoteCountries : [],
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    salaryCurrency: input.salaryCurrency,
    salaryPeriod: input.salaryPeriod,
    description: input.description,
    applyUrl: input.applyUrl,
    applyEmail: input.applyEmail,
    validThrough,
  };
}

const roleNotFound = () => new AppError('NOT_FOUND', openRoleMessages.notFound);

/**
 * An organization's open roles. Editors and owners post, edit, close, reopen and remove them;
 * anyone sees the open ones of a listed organization; the organization's people also see
 * closed and ended ones, and the roles of an organization not (or no longer) listed, as a
 * preview. Whether a role is open is decided on each read against today's date (UTC), so a
 * role leaves every public view the day after its last day with nothing having to run.
 */
export function createOpenRolesService(deps: {
  repository: OpenRolesRepository;
  now?: () => Date;
}) {
  const { repository } = deps;
  const today = () => utcDay(deps.now?.() ?? new Date());

  /** By id when the reference is shaped like one (slugs never are), else by its slug. */
  const findOrganization = (ref: string) =>
    repository.findOrganization(isUuidShaped(ref) ? { id: ref } : { slug: ref });

  const memberRoleOf = async (
    organizationId: string,
    viewerId: () => Promise<string | undefined>,
  ): Promise<MemberRole | null> => {
    const userId = await viewerId();
    return userId ? repository.findMemberRole(organizationId, userId) : null;
  };

  /**
   * The organization, when this viewer may see its roles: listed, or theirs. Whether the
   * viewer is one of its people is only looked up when it matters.
   */
  async function visibleOrganization(ref: string, viewerId: () => Promise<string | undefined>) {
    const organization = await findOrganization(ref);
    if (!organization) throw new AppError('NOT_FOUND', organizationMessages.notFound(ref));
    const memberRole = await memberRoleOf(organization.id, viewerId);
    if (!memberRole && !isListed(organization)) {
      throw new AppError('NOT_FOUND', organizationMessages.notFound(ref));
    }
    return { organization, memberRole };
  }

  /** The organization, when the caller may change its roles (an editor or an owner). */
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

  return {
    /** The roles this viewer may see: the open ones, or every one for the organization's people. */
    async list(
      ref: string,
      viewerId: () => Promise<string | undefined>,
    ): Promise<{ roles: OpenRole[]; viewerIsMember: boolean }> {
      const { organization, memberRole } = await visibleOrganization(ref, viewerId);
      const day = today();
      const rows = await repository.list(organization.id, memberRole ? 'all' : { openOn: day });
      return { roles: rows.map((row) => toOpenRole(row, day)), viewerIsMember: !!memberRole };
    },

    /**
     * The roles open today of an organization the caller has just found listed: what its roles
     * address answers a stranger, without looking the organization up again (a profile page's
     * render has it already).
     */
    async listOpenOfListed(organizationId: string): Promise<OpenRole[]> {
      const day = today();
      const rows = await repository.list(organizationId, { openOn: day });
      return rows.map((row) => toOpenRole(row, day));
    },

    /** One role: to anyone while it is open and listed, else to its organization's people. */
    async get(
      ref: string,
      roleId: string,
      viewerId: () => Promise<string | undefined>,
    ): Promise<{ role: OpenRole; viewerIsMember: boolean }> {
      const { organization, memberRole } = await visibleOrganization(ref, viewerId);
      const row = await repository.find(organization.id, roleId);
      if (!row) throw roleNotFound();
      const role = toOpenRole(row, today());
      if (!memberRole && role.status !== 'open') throw roleNotFound();
      return { role, viewerIsMember: !!memberRole };
    },

    /**
     * A role as any stranger sees it, with its organization, for its page and crawlers:
     * undefined unless both are public today.
     */
    async getPublic(ref: string, roleId: string) {
      const organization = await findOrganization(ref);
      if (!organization || !isListed(organization) || !isUuidShaped(roleId)) return undefined;
      const row = await repository.find(organization.id, roleId);
      if (!row) return undefined;
      const role = toOpenRole(row, today());
      return role.status === 'open' ? { organization, role } : undefined;
    },

    /** A new role, open until its last day (60 days on when none is given). */
    async create(userId: string, organizationId: string, input: OpenRoleFields) {
      await editableOrganization(userId, organizationId);
      const now = deps.now?.() ?? new Date();
      const row = await repository.insert(
        organizationId,
        toValues(input, input.validThrough ?? defaultValidThrough(now)),
        { cap: OPEN_ROLES_PER_ORGANIZATION_MAX, today: utcDay(now) },
      );
      if (!row) throw new AppError('CONFLICT', openRoleMessages.tooMany);
      return toOpenRole(row, utcDay(now));
    },

    /**
     * The role's fields as sent, and its state: `closed` closes it, `open` opens it again (an
     * ended role needs a new last day first). A last day left out stays as it was; a new one
     * means its people are reminded again before it.
     */
    async update(userId: string, organizationId: string, roleId: string, input: OpenRoleUpdate) {
      await editableOrganization(userId, organizationId);
      const existing = await repository.find(organizationId, roleId);
      if (!existing) throw roleNotFound();
      const day = today();
      const validThrough = input.validThrough ?? existing.validThrough;
      const wasOpen = toOpenRole(existing, day).status === 'open';
      const closedAt =
        input.status === 'closed'
          ? (existing.closedAt ?? new Date())
          : input.status === 'open'
            ? null
            : existing.closedAt;
      // Only an explicit reopening is refused: an edit of an ended role leaves it ended.
      if (input.status === 'open' && validThrough < day) {
        throw new AppError('CONFLICT', openRoleMessages.reopenNeedsDate);
      }
      const reopens = !wasOpen && !closedAt && validThrough >= day;
      const result = await repository.update(
        organizationId,
        roleId,
        {
          ...toValues(input, validThrough),
          closedAt,
          expiryRemindedAt:
            validThrough === existing.validThrough ? existing.expiryRemindedAt : null,
        },
        { cap: OPEN_ROLES_PER_ORGANIZATION_MAX, today: day, reopens },
      );
      if (result === 'full') throw new AppError('CONFLICT', openRoleMessages.tooMany);
      if (!result) throw roleNotFound();
      return toOpenRole(result, day);
    },

    async delete(userId: string, organizationId: string, roleId: string) {
      await editableOrganization(userId, organizationId);
      if (!(await repository.delete(organizationId, roleId))) throw roleNotFound();
      return { deleted: true as const };
    },

    /** The sitemap's role pages: open roles of listed organizations. */
    countListedOpen: () => repository.countListedOpen(today()),
    /** The feeds' roles: the newest open today, anywhere or at these organizations. */
    async latestListedOpen(limit: number, organizationIds?: readonly string[]) {
      if (organizationIds?.length === 0) return [];
      const day = today();
      const rows = await repository.latestListedOpen(day, limit, organizationIds);
      return rows.map(({ role, organization }) => ({
        role: toOpenRole(role, day),
        organization,
      }));
    },
    listListedOpen: (offset: number, limit: number) =>
      repository.listListedOpen(today(), offset, limit),
  };
}

export type OpenRolesService = ReturnType<typeof createOpenRolesService>;
