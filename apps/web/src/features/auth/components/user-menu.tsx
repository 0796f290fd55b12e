import ChevronDown from 'lucide-react/icons/chevron-down';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth, type AuthUser } from '../auth-context';
import { displayNameOf } from '../display-name';
import { UserAvatar } from './user-avatar';

/** The signed-in user's menu in the header: who they are, the dashboard, and sign out. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const name = displayNameOf(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 max-w-64 gap-2 px-2"
          aria-label={`Account menu for ${name}`}
        >
          <UserAvatar name={name} image={user.image} size="sm" />
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden className="text-slate-500" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar name={name} image={user.image} size="md" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold text-slate-900">{name}</span>
            {name !== user.email ? (
              <span className="truncate text-xs font-normal text-slate-500">{user.email}</span>
            ) : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>
            <LayoutDashboard aria-hidden />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
