import { savedSearchText } from '@catalyst/shared';
import BellPlus from 'lucide-react/icons/bell-plus';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth, type AuthRedirectState } from '@/features/auth';
import { cn } from '@/lib/utils';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(async () => ({ default: (await loadDialog()).SaveSearchDialog }));

/** Starts fetching the dialog's code when the button is approached, so a click opens it at once. */
function preloadDialog() {
  void loadDialog();
}

/**
 * Save this search, for the directory's current address. The directory's first load is
 * budgeted and few visitors save: the dialog (Radix, the form and its schema) is fetched when
 * a signed-in person approaches the button, and mounted once used. A visitor without an
 * account (a guest, signed out, or not known yet) is sent to sign in instead, with the way
 * back to this search. The server renders the button for such a stranger, and the browser's
 * first render matches it: who the viewer is arrives after hydration.
 */
export function SaveSearchButton({ className }: { className?: string }) {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = status === 'signed-in' ? preloadDialog : undefined;

  function onClick() {
    if (status !== 'signed-in') {
      const state: AuthRedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: location.hash },
        message: savedSearchText.signInToSave,
      };
      void navigate(paths.login, { state });
      return;
    }
    setUsed(true);
    setOpen(true);
  }

  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="outline"
        size="sm"
        className={cn('shrink-0', className)}
        // Saving is the app's alone: a page without script cannot sign in and come back to it.
        data-requires-js=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={onClick}
      >
        <BellPlus aria-hidden />
        {savedSearchText.save}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onOpenChange={setOpen}
            search={location.search}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** For SaveSearchSlot's lazy import: a default export keeps the loader short. */
export default SaveSearchButton;
