import { dataMessages } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { apiErrorMessage } from '@/lib/api-error-message';

/**
 * A part of a page whose data is on its way: its placeholders (skeletons in the shape of what
 * comes), and for a screen reader, what is loading.
 */
export function LoadingBlock({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** A part of a page whose data could not be read: the API's message, else the general one. */
export function LoadFailedAlert({ error }: { error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="mt-0">
        {apiErrorMessage(error, dataMessages.loadFailed)}
      </AlertDescription>
    </Alert>
  );
}
