import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import LogOut from 'lucide-react/icons/log-out';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  type AuthUser,
  displayNameOf,
  useAuth,
  useIsAdmin,
  UserAvatar,
  UserMenu,
} from '@/features/auth';
import { cn } from '@/lib/utils';

/** The way into the admin console, for administrators only (the server checks every call). */
function AdminLink({ placement }: { placement: 'header' | 'drawer' }) {
  const isAdmin = useIsAdmin() === 'admin';
  if (!isAdmin) return null;
  if (placement === 'drawer') {
    return (
      <Button asChild variant="outline" className="w-full justify-start">
        <Link to={paths.admin}>
          <ShieldCheck aria-hidden />
          Admin
        </Link>
      </Button>
    );
  }
  return (
    <NavLink
      to={paths.admin}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors [&_svg]:size-4',
          isActive
            ? 'bg-brand-50 text-brand-800'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <ShieldCheck aria-hidden />
      Admin
    </NavLink>
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
      <AdminLink placement="drawer" />
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

/** A signed-in user's account controls: the menu in the bar, the account block in the drawer. */
export function SignedInControls({
  user,
  placement,
}: {
  user: AuthUser;
  placement: 'header' | 'drawer';
}) {
  if (placement === 'drawer') return <DrawerAccount user={user} />;
  return (
    <>
      <AdminLink placement="header" />
      <UserMenu user={user} />
    </>
  );
}
