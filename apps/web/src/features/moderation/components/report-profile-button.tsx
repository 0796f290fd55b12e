import { moderationMessages } from '@catalyst/shared';
import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { NoScriptReportForm } from './no-script-report-form';

const loadDialog = () => import('./report-dialog');
const ReportDialog = lazy(async () => ({ default: (await loadDialog()).ReportDialog }));

/** Starts fetching the dialog's code when the button is approached, so a click opens it at once. */
function preloadDialog() {
  void loadDialog();
}

/**
 * 'Report this profile': a quiet button on every profile its owner is not looking at. The
 * profile's first load is budgeted, and few visitors report: the dialog (Radix, the form and
 * its schema) is fetched the first time the button is approached, and mounted once used. The
 * button stays outside it, so it is the same element before and after, and focus returns to it.
 */
export function ReportProfileButton({
  organizationId,
  className,
}: {
  organizationId: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="ghost"
        size="sm"
        className={cn('text-slate-600', className)}
        data-requires-js=""
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onTouchStart={preloadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden />
        {moderationMessages.reportButton}
      </Button>
      <noscript>
        {import.meta.env.SSR ? <NoScriptReportForm organizationId={organizationId} /> : null}
      </noscript>
      {used ? (
        <Suspense fallback={null}>
          <ReportDialog
            organizationId={organizationId}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
