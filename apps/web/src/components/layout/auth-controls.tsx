import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export interface AuthControlsProps {
  /** `header`: the desktop bar; `drawer`: the stacked, full-width menu on small screens. */
  placement: 'header' | 'drawer';
  className?: string;
}

/**
 * The header's account area. Signed out it offers Login and Sign Up; the guest and signed-in
 * states of the spec replace the contents here, in both placements at once.
 */
export function AuthControls({ placement, className }: AuthControlsProps) {
  const stacked = placement === 'drawer';
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col' : 'items-center', className)}>
      <Button asChild variant="outline" className={cn(stacked && 'w-full')}>
        <Link to={paths.login}>Login</Link>
      </Button>
      <Button asChild className={cn(stacked && 'w-full')}>
        <Link to={paths.signup}>Sign Up</Link>
      </Button>
    </div>
  );
}
