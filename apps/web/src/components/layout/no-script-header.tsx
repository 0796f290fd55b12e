import { htmlFormPaths, signInFormParams } from '@catalyst/shared';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import UserRound from 'lucide-react/icons/user-round';
import { useLocation } from 'react-router';
import { useServerPage } from '@/lib/server-page';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { mobileNavLinks } from './nav-links';

/**
 * The header for browsers without JavaScript, rendered by the server alone inside
 * `<noscript>` (the app's bundle never holds it): Login and Sign Up as plain links, or the
 * signed-in person's address and a Logout form, and the menu on small screens as a
 * `<details>` that opens without script. The app's own controls, which need JavaScript, are
 * hidden while these show (docs/decisions/0032-forms-that-work-without-javascript.md).
 */

/** Hides every control marked `data-requires-js` (the menu button, the filters, the spinners). */
export const HIDE_SCRIPTED_CONTROLS = '[data-requires-js]{display:none!important}';

/** Where Login sends the visitor back to: the page they are on, unless it is a sign-in page. */
function useLoginHref(): string {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  if (pathname === paths.login || pathname === paths.signup || here === paths.home) {
    return paths.login;
  }
  return `${paths.login}?${new URLSearchParams({ [signInFormParams.returnTo]: here })}`;
}

export function NoScriptAccount({ stacked = false }: { stacked?: boolean }) {
  const { viewer } = useServerPage();
  const loginHref = useLoginHref();
  const full = stacked && 'w-full';
  if (viewer) {
    return (
      <div className={cn('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
        <p className="inline-flex min-w-0 items-center gap-1.5 px-1 text-sm font-medium text-slate-700">
          <UserRound aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span className="truncate">{viewer.email}</span>
        </p>
        <a href={paths.dashboard} className={cn(buttonVariants({ variant: 'outline' }), full)}>
          Dashboard
        </a>
        <form method="post" action={htmlFormPaths.signOut} className={cn(full)}>
          <button type="submit" className={cn(buttonVariants({ variant: 'ghost' }), full)}>
            <LogOut aria-hidden />
            Logout
          </button>
        </form>
      </div>
    );
  }
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
      <a href={loginHref} className={cn(buttonVariants({ variant: 'outline' }), full)}>
        Login
      </a>
      <a href={paths.signup} className={cn(buttonVariants(), full)}>
        Sign Up
      </a>
    </div>
  );
}

/** The small screens' menu: a disclosure the browser opens by itself, links then account. */
export function NoScriptMenu() {
  const { pathname } = useLocation();
  return (
    <details className="group">
      <summary
        aria-label="Open menu"
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <Menu aria-hidden />
      </summary>
      <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {mobileNavLinks.map((link) => {
            const current = link.to === pathname;
            return (
              <a
                key={link.to}
                href={link.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-2.5 text-base font-medium',
                  current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {link.label}
              </a>
            );
          })}
        </nav>
        <div className="mt-3 border-t border-slate-200 pt-4">
          <NoScriptAccount stacked />
        </div>
      </div>
    </details>
  );
}
