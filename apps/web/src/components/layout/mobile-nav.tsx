import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { cn } from '@/lib/utils';
import { AuthControls } from './auth-controls';
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
          {mobileNavLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === paths.home}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2.5 text-base font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-4">
          <AuthControls placement="drawer" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
