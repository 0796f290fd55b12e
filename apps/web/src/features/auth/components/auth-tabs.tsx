import { useLocation, Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export type AuthMode = 'login' | 'signup';

const tabs = [
  { mode: 'login', label: 'Log In', to: paths.login },
  { mode: 'signup', label: 'Sign Up', to: paths.signup },
] as const;

/**
 * The switch between /login and /signup. They are two pages, so these are links (the
 * current one marked), carrying the navigation state along (where to return, the message).
 */
export function AuthTabs({ active }: { active: AuthMode }) {
  const location = useLocation();
  return (
    <nav
      aria-label="Log in or sign up"
      className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
    >
      {tabs.map((tab) => {
        const current = tab.mode === active;
        return (
          <Link
            key={tab.mode}
            to={tab.to}
            state={location.state as unknown}
            replace
            aria-current={current ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-2 text-center text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              current
                ? 'bg-white text-slate-900 shadow-sm'
                : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
