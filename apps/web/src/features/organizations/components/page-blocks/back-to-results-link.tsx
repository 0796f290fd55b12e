import { organizationMessages } from '@catalyst/shared';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/**
 * Whether there is an earlier page of this app to go back to. The first entry of a visit has
 * the key 'default'; the browser router also counts entries in history.state.idx, which
 * survives a reload.
 */
function hasInAppHistory(locationKey: string): boolean {
  const state: unknown = window.history.state;
  const index =
    state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number'
      ? state.idx
      : 0;
  return locationKey !== 'default' || index > 0;
}

/**
 * 'Back to results': goes back in history, so the results come back with the filters the
 * visitor had set. A visitor who arrived straight on this page is taken to the directory.
 * It stays a real link to the directory either way (new tab, copy address).
 */
export function BackToResultsLink({
  variant = 'ghost',
  className,
}: {
  variant?: 'ghost' | 'outline';
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    // Read at the click: history exists only in the browser, never while rendering on the server.
    if (!hasInAppHistory(location.key) || modified || event.button !== 0) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Button
      asChild
      variant={variant}
      className={cn(variant === 'ghost' && '-ml-4 text-slate-700', className)}
    >
      <Link to={paths.home} onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        {organizationMessages.backToResults}
      </Link>
    </Button>
  );
}
