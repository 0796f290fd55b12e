import { HOME_TITLE } from '@catalyst/shared';
import { FlashMessage } from '@/components/flash-message';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { Discovery, DiscoveryHero, prefetchDiscovery } from '@/features/discovery/pages';
import { usePageTitle } from '@/hooks/use-page-title';
import type { PageHandle } from '../route-data';

export const handle: PageHandle = { prefetch: prefetchDiscovery };

/** `/`: browse and filter the published organizations. */
export function Component() {
  usePageTitle(HOME_TITLE);
  const { status } = useAuth();
  // Owners go straight to the form; guests and visitors sign up first.
  const addOrganizationHref = status === 'signed-in' ? paths.submitOrganization : paths.signup;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <FlashMessage className="mt-6" />
      <DiscoveryHero />
      <Discovery addOrganizationHref={addOrganizationHref} />
    </div>
  );
}
