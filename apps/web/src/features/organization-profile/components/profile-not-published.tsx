import { paymentMessages } from '@catalyst/shared';
import EyeOff from 'lucide-react/icons/eye-off';
import { usePageTitle } from '@/hooks/use-page-title';
import { ProfileMessage } from '@/features/organizations';

/**
 * The organization exists but its subscription has lapsed (decision 0010): a short page, never
 * the 404. The server's message names the organization.
 */
export function ProfileNotPublished({ message }: { message: string }) {
  usePageTitle(paymentMessages.notPublishedTitle);
  return (
    <ProfileMessage icon={EyeOff} title={paymentMessages.notPublishedTitle} message={message} />
  );
}
