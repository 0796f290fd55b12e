import UserRound from 'lucide-react/icons/user-round';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { NoScriptAccount } from '@/components/layout/no-script-header';

// Only signed-in users see these (menu, avatar): their code is fetched when one is.
const SignedInControls = lazy(async () => {
  const { SignedInControls } = await import('./signed-in-controls');
  return { default: SignedInControls };
});

interface AuthControlsProps {
  /** `header`: the desktop bar; `drawer`: the stacked, full-width menu on small screens. */
  placement: 'header' | 'drawer';
  className?: string;
}

function GuestBadge({ stacked }: { stacked: boolean }) {
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium text-slate-600',
        stacked ? 'mb-1 px-1' : 'mr-1',
      )}
    >
      <UserRound aria-hidden className="size-4 text-slate-500" />
      Browsing as Guest
    </p>
  );
}

function SignInButtons({ stacked }: { stacked: boolean }) {
  return (
    <>
      <Button asChild variant="outline" className={cn(stacked && 'w-full')}>
        <Link to={paths.login}>Login</Link>
      </Button>
      <Button asChild className={cn(stacked && 'w-full')}>
        <Link to={paths.signup}>Sign Up</Link>
      </Button>
    </>
  );
}

/**
 * The header's account area, in the bar and in the drawer. Signed out: Login and Sign Up.
 * Guest: 'Browsing as Guest' too. Signed in: the user menu (bar) or account links (drawer).
 * Nothing shows until the session is known, so no state flashes by; without JavaScript, the
 * server's own controls (no-script-header.tsx).
 */
export function AuthControls({ placement, className }: AuthControlsProps) {
  const { status, user } = useAuth();
  const stacked = placement === 'drawer';
  const layout = cn('flex gap-2', stacked ? 'flex-col' : 'items-center', className);

  const placeholder = (
    <div aria-hidden="true" className={cn(layout, !stacked && 'min-h-10 min-w-40')} />
  );

  // The server never knows the session the app will read: it renders the no-JavaScript
  // controls (its own reading of the cookie) in a <noscript> the app ignores.
  if (status === 'loading') {
    return stacked ? (
      placeholder
    ) : (
      <div className={cn(layout, 'min-h-10 min-w-40')}>
        <noscript>{import.meta.env.SSR ? <NoScriptAccount /> : null}</noscript>
      </div>
    );
  }
  if (status === 'signed-in' && user) {
    return (
      <Suspense fallback={placeholder}>
        <div className={layout}>
          <SignedInControls user={user} placement={placement} />
        </div>
      </Suspense>
    );
  }
  return (
    <div className={layout}>
      {status === 'guest' ? <GuestBadge stacked={stacked} /> : null}
      <SignInButtons stacked={stacked} />
    </div>
  );
}
