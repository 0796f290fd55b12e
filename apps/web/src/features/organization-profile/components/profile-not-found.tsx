import { organizationMessages } from '@catalyst/shared';
import SearchX from 'lucide-react/icons/search-x';
import { usePageTitle } from '@/hooks/use-page-title';
import { ProfileMessage } from '@/features/organizations';

/** No published organization has this id or slug (or the address is malformed). */
export function ProfileNotFound({ orgId }: { orgId: string }) {
  usePageTitle(organizationMessages.notFoundTitle);
  return (
    <ProfileMessage
      icon={SearchX}
      title={organizationMessages.notFoundTitle}
      message={organizationMessages.notFound(orgId)}
    />
  );
}
