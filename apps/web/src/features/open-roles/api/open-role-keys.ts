/** The query keys of open roles: by the address the organization was named by (id or slug). */
export const openRoleKeys = {
  all: ['open-roles'] as const,
  list: (organizationRef: string) => ['open-roles', organizationRef] as const,
  one: (organizationRef: string, roleId: string) =>
    ['open-roles', organizationRef, roleId] as const,
};
