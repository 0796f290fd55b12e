import { FilePlus2, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth, type AuthUser } from '@/features/auth/auth-context';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { UserMenu } from '@/features/auth/components/user-menu';
import { displayNameOf } from '@/features/auth/display-name';
import { cn } from '@/lib/utils';

export interface AuthControlsProps {
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

/** The drawer's signed-in block: who is signed in, their pages, and Logout. */
function DrawerAccount({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const label = user.email || 'User';
  return (
    <>
      <div className="mb-1 flex items-center gap-3 px-1">
        <UserAvatar name={displayNameOf(user) || label} image={user.image} size="md" />
        <p className="min-w-0 truncate text-sm font-medium text-slate-900">{label}</p>
      </div>
      <Button asChild variant="outline" className="w-full justify-start">
        <Link to={paths.profile}>
          <UserRound aria-hidden />
          Profile
        </Link>
      </Button>
      <Button asChild variant="outline" className="w-full justify-start">
        <Link to={paths.submitOrganization}>
          <FilePlus2 aria-hidden />
          Submit Organization
        </Link>
      </Button>
      <Button
        variant="ghost"
        className="w-full justify-start text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => void signOut()}
      >
        <LogOut aria-hidden />
        Logout
      </Button>
    </>
  );
}

/**
 * The header's account area, in the bar and in the drawer. Signed out: Login and Sign Up.
 * Guest: 'Browsing as Guest' too. Signed in: the user menu (bar) or account links (drawer).
 * Nothing shows until the session is known, so no state flashes by.
 */
export function AuthControls({ placement, className }: AuthControlsProps) {
  const { status, user } = useAuth();
  const stacked = placement === 'drawer';
  const layout = cn('flex gap-2', stacked ? 'flex-col' : 'items-center', className);

  if (status === 'loading') {
    return <div aria-hidden="true" className={cn(layout, !stacked && 'min-h-10 min-w-40')} />;
  }
  if (status === 'signed-in' && user) {
    return (
      <div className={layout}>
        {stacked ? <DrawerAccount user={user} /> : <UserMenu user={user} />}
      </div>
    );
  }
  return (
    <div className={layout}>
      {status === 'guest' ? <GuestBadge stacked={stacked} /> : null}
      <SignInButtons stacked={stacked} />
    </div>
  );
}
