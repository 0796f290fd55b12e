import { AuthControls } from './auth-controls';
import { Logo } from '@/components/layout/logo';
import { MobileNav } from './mobile-nav';
import { HIDE_SCRIPTED_CONTROLS, NoScriptMenu } from '@/components/layout/no-script-header';
import { NavLinkList } from '@/components/layout/nav-link-list';
import { mainNavLinks } from '@/components/layout/nav-links';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinkList links={mainNavLinks} variant="bar" />
        </nav>
        <AuthControls placement="header" className="hidden md:flex" />
        <div className="md:hidden">
          <MobileNav />
          {/* Without JavaScript: the menu as a disclosure, in place of the drawer's button. */}
          <noscript>
            {import.meta.env.SSR ? (
              <>
                <style>{HIDE_SCRIPTED_CONTROLS}</style>
                <NoScriptMenu />
              </>
            ) : null}
          </noscript>
        </div>
      </div>
    </header>
  );
}
