import { organizationMessages } from '@catalyst/shared';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { usePageTitle } from '@/hooks/use-page-title';
import { ProfileMessage } from './profile-message';

/** The profile could not be loaded (or there is no id to load). */
export function ProfileError({ message = organizationMessages.fetchError }: { message?: string }) {
  usePageTitle(organizationMessages.errorTitle);
  return (
    <ProfileMessage
      icon={TriangleAlert}
      tone="danger"
      title={organizationMessages.errorTitle}
      message={message}
    />
  );
}
