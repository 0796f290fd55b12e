import { dataMessages, moderationMessages } from '@catalyst/shared';
import Inbox from 'lucide-react/icons/inbox';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** The list is on its way. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * The list could not be loaded: a 403 says plainly that this is for administrators (the role
 * may have been taken away since the page opened); anything else offers to try again.
 */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Alert variant="destructive">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AlertDescription className="mt-0">
          {forbidden ? moderationMessages.adminOnly : dataMessages.loadFailed}
        </AlertDescription>
        {forbidden ? null : (
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden />
            Try again
          </Button>
        )}
      </div>
    </Alert>
  );
}

/** Nothing to list (or nothing matching the filters). */
export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Inbox aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-1 max-w-sm text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
