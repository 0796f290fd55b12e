import type { RefObject } from 'react';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { siteConfig } from '@/config/site-config';
import { AuthControls } from './auth-controls';
import { NavLinkList } from '@/components/layout/nav-link-list';
import { mobileNavLinks } from '@/components/layout/nav-links';

/**
 * The drawer's content (Radix Dialog): fetched the first time the menu button is used or
 * approached. The button stays outside, so it is the same element before and after.
 */
export function MobileNavSheet({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={`${siteConfig.productName} Profiles`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <NavLinkList links={mobileNavLinks} variant="drawer" />
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-4">
          <AuthControls placement="drawer" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
