import { moderationMessages } from '@catalyst/shared';
import EyeOff from 'lucide-react/icons/eye-off';
import { usePageTitle } from '@/hooks/use-page-title';
import { ProfileMessage } from '@/features/organizations';

/**
 * Moderators have hidden the profile (410 'UNAVAILABLE'): a plain page that says so without
 * saying why, which only its owner is told.
 */
export function ProfileUnavailable() {
  usePageTitle(moderationMessages.unavailableTitle);
  return (
    <ProfileMessage
      icon={EyeOff}
      title={moderationMessages.unavailableTitle}
      message={moderationMessages.unavailableBody}
    />
  );
}
