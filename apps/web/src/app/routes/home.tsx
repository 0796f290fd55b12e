import { HOME_TITLE } from '@catalyst/shared';
import { FlashMessage } from '@/components/flash-message';
import { Discovery } from '@/features/discovery/components/discovery';
import { DiscoveryHero } from '@/features/discovery/components/discovery-hero';
import { usePageTitle } from '@/hooks/use-page-title';

/** `/`: browse and filter the published organizations. */
export function Component() {
  usePageTitle(HOME_TITLE);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <FlashMessage className="mt-6" />
      <DiscoveryHero />
      <Discovery />
    </div>
  );
}
