import type { OrganizationList } from '@catalyst/shared';

/** Reads the API directly, so a journey can check that the page shows what the server says. */
export async function fetchOrganizations(
  baseURL: string,
  query: string,
): Promise<OrganizationList> {
  const response = await fetch(`${baseURL}/api/organizations${query}`);
  if (!response.ok) throw new Error(`GET /api/organizations${query} answered ${response.status}`);
  return ((await response.json()) as { data: OrganizationList }).data;
}
