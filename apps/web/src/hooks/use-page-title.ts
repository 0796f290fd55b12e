import { formatPageTitle } from '@catalyst/shared';
import { useEffect } from 'react';
import { siteConfig } from '@/config/site-config';

/** Sets '{page} | {product} Profiles' while the calling page is shown. */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    if (page) document.title = formatPageTitle(page, siteConfig.productName);
  }, [page]);
}
