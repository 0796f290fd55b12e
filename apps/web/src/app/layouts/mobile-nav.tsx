import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(async () => {
  const { MobileNavSheet } = await loadSheet();
  return { default: MobileNavSheet };
});

/** Starts fetching the drawer's code when the button is approached, so a tap opens it at once. */
function preloadSheet() {
  void loadSheet();
}

/** The side drawer that holds navigation and account controls below the md breakpoint. */
export function MobileNav() {
  const location = useLocation();
  // The drawer belongs to the location it was opened at: any navigation, from a link in the
  // drawer or elsewhere, closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  // The drawer (Radix Dialog) is only fetched and mounted once the menu is first used.
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        data-requires-js=""
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onTouchStart={preloadSheet}
        onClick={() => {
          setUsed(true);
          setOpenAt(location.key);
        }}
      >
        <Menu aria-hidden />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={(next) => setOpenAt(next ? location.key : null)}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
