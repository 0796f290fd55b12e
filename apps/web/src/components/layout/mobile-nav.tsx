import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { siteConfig } from '@/config/site-config';
import { AuthControls } from './auth-controls';
import { NavLinkList } from './nav-link-list';
import { mobileNavLinks } from './nav-links';

/** The side drawer that holds navigation and account controls below the md breakpoint. */
export function MobileNav() {
  const location = useLocation();
  // The drawer belongs to the location it was opened at: any navigation, from a link in the
  // drawer or elsewhere, closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent title={`${siteConfig.productName} Profiles`}>
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
