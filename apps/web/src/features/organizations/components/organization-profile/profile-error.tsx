import { messages } from '@catalyst/shared';
import { TriangleAlert } from 'lucide-react';
import { usePageTitle } from '@/hooks/use-page-title';
import { ProfileMessage } from './profile-message';

/** The profile could not be loaded (or there is no id to load). */
export function ProfileError({ message = messages.organization.fetchError }: { message?: string }) {
  usePageTitle(messages.organization.errorTitle);
  return (
    <ProfileMessage
      icon={TriangleAlert}
      tone="danger"
      title={messages.organization.errorTitle}
      message={message}
    />
  );
}
